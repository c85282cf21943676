import { Link } from 'react-router';
import type { ModuleAvailability, QuizLimits, QuizTimes } from '../../api/config';
import { CalendarIcon, ClockIcon, ToolsIcon } from '../../components/icons';
import { type ClientModule, modules } from '../../registry';
import { dailyLimitOf } from './daily-limit';
import { formatTime } from './format-time';

interface TilesProps {
  quizTimes: QuizTimes | undefined;
  /** Undefined when the call failed: the limits are then hidden (§8). */
  limits: QuizLimits | undefined;
  availability: ModuleAvailability | undefined;
  vakyaShudhiPerDay: number;
  pro: boolean;
  admin: boolean;
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
export function ModuleTiles({ quizTimes, limits, availability, vakyaShudhiPerDay, pro, admin }: TilesProps) {
  return (
    <ul className="tiles">
      {sortTiles(modules, availability).map((m) => {
        const seconds = quizTimes?.[m.timeKey];
        const limit = limits ? dailyLimitOf(m, limits, vakyaShudhiPerDay) : undefined;
        const meta = (
          <>
            <span className="tile__icon" aria-hidden="true">
              {m.icon}
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
