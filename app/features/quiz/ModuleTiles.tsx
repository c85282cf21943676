import { Link } from 'react-router';
import type { AppConfig, ModuleAvailability, QuizLimits, QuizTimes } from '../../api/config';
import type { ModuleStats, Stats } from '../../api/learning';
import { CalendarIcon, ClockIcon, ToolsIcon } from '../../components/icons';
import { ModuleIcon } from '../../components/ModuleIcon';
import { type ClientModule, modules } from '../../registry';
import { progressTexts } from '../progress/progress-texts';
import { dailyLimitOf } from './daily-limit';
import { formatTime } from './format-time';

interface TilesProps {
  quizTimes: QuizTimes | undefined;
  /** Undefined when the call failed: the limits are then hidden (§8). */
  limits: QuizLimits | undefined;
  availability: ModuleAvailability | undefined;
  config: AppConfig;
  pro: boolean;
  admin: boolean;
  /** A logged-in learner's day per module (GET /api/me/stats); undefined for a visitor. */
  today?: Stats['modules'];
}

/** Today's answers on a tile: '7/10' against the limit (or '7 today' without one), and a done mark. */
function TileProgress({ day }: { day: ModuleStats['today'] }) {
  const limited = day.limit !== 'Unlimited';
  const percent = limited
    ? Math.min(100, Math.round((day.answered / Math.max(1, day.limit as number)) * 100))
    : 0;
  return (
    <span className="tile__progress">
      <span className="tile__count">
        <span className="visually-hidden">{progressTexts.today}</span>
        <span>{limited ? `${day.answered}/${day.limit}` : progressTexts.answeredToday(day.answered)}</span>
        {day.done && (
          <span className="tile__done">
            <span aria-hidden="true">✓ </span>
            <span aria-hidden="true">{progressTexts.done}</span>
            <span className="visually-hidden">{progressTexts.doneLong}</span>
          </span>
        )}
      </span>
      {limited && (
        <span className={day.done ? 'bar bar--met' : 'bar'} aria-hidden="true">
          <span className="bar__fill" style={{ width: `${percent}%` }} />
        </span>
      )}
    </span>
  );
}

const isAvailable = (m: ClientModule, availability: ModuleAvailability | undefined) =>
  availability?.[m.availabilityKey]?.available ?? true;

/** Available modules first, registry order kept within each group (the sort is stable). */
function sortTiles(list: readonly ClientModule[], availability: ModuleAvailability | undefined) {
  return [...list].sort(
    (a, b) => Number(isAvailable(b, availability)) - Number(isAvailable(a, availability)),
  );
}

/** The home grid of §2.2: eleven modules, then the journey tile, then the admin tile for admins. */
export function ModuleTiles({ quizTimes, limits, availability, config, pro, admin, today }: TilesProps) {
  return (
    <ul className="tiles">
      {sortTiles(modules, availability).map((m) => {
        const seconds = quizTimes?.[m.timeKey];
        const limit = limits ? dailyLimitOf(m, limits, config) : undefined;
        // A module the stats leave out has no answers today.
        const day =
          today &&
          (today[m.key]?.today ?? {
            answered: 0,
            correct: 0,
            limit: pro ? 'Unlimited' : (limit ?? 'Unlimited'),
            done: false,
          });
        const meta = (
          <>
            <span className="tile__icon" aria-hidden="true">
              <ModuleIcon module={m} />
            </span>
            <span className="tile__title" lang="hi">
              {m.titleHi}
            </span>
            <span className="tile__subtitle">{m.title}</span>
            {seconds !== undefined && (
              <span className="tile__meta">
                <ClockIcon />
                <span className="visually-hidden">Time per question: </span>
                {formatTime(seconds)}
              </span>
            )}
            {!pro && limit !== undefined && (
              <span className="tile__meta">
                {limit === 'Unlimited' ? 'Unlimited' : `Daily Limit: ${limit}`}
              </span>
            )}
            {day && <TileProgress day={day} />}
          </>
        );
        if (!isAvailable(m, availability)) {
          const on = availability?.[m.availabilityKey]?.availableOn;
          return (
            <li key={m.key}>
              <div className="tile tile--off" aria-disabled="true">
                {meta}
                <span className="tile__soon">{on ? `Available from: ${on}` : 'Coming Soon'}</span>
              </div>
            </li>
          );
        }
        return (
          <li key={m.key}>
            <Link className="tile" to={m.route} state={{ quizTimes }}>
              {meta}
            </Link>
          </li>
        );
      })}
      <li>
        <Link className="tile tile--journey" to="/user-journey">
          <span className="tile__icon" aria-hidden="true">
            <CalendarIcon />
          </span>
          <span className="tile__title" lang="hi">
            मेरी प्रगति
          </span>
          <span className="tile__subtitle">User Journey</span>
        </Link>
      </li>
      {admin && (
        <li>
          <Link className="tile tile--admin" to="/admin">
            <span className="tile__icon" aria-hidden="true">
              <ToolsIcon />
            </span>
            <span className="tile__title" lang="hi">
              प्रबंधन
            </span>
            <span className="tile__subtitle">Admin</span>
          </Link>
        </li>
      )}
    </ul>
  );
}
