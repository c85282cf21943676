import type { AppConfig, ModuleAvailability, QuizLimits, QuizTimes } from '../../api/config';
import type { ModuleStats, Stats } from '../../api/learning';
import { CalendarIcon, ClockIcon, ToolsIcon } from '../../components/icons';
import { ModuleIcon } from '../../components/ModuleIcon';
import { homeTexts } from '../../i18n/catalogue/home';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';
import { type ClientModule, modules } from '../../registry';
import { Link } from '../../routes/router';
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
  const t = useTexts(homeTexts);
  const limited = day.limit !== 'Unlimited';
  const percent = limited
    ? Math.min(100, Math.round((day.answered / Math.max(1, day.limit as number)) * 100))
    : 0;
  return (
    <span className="tile__progress">
      <span className="tile__count">
        <span className="visually-hidden">{t.today}</span>
        <span>{limited ? `${day.answered}/${day.limit}` : t.answeredToday(day.answered)}</span>
        {day.done && (
          <span className="tile__done">
            <span aria-hidden="true">✓ </span>
            <span aria-hidden="true">{t.done}</span>
            <span className="visually-hidden">{t.doneLong}</span>
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
  const t = useTexts(homeTexts);
  const language = useLanguage();
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
            {language === 'en' && <span className="tile__subtitle">{m.title}</span>}
            {seconds !== undefined && (
              <span className="tile__meta">
                <ClockIcon />
                <span className="visually-hidden">{t.timePerQuestion}</span>
                {formatTime(seconds)}
              </span>
            )}
            {!pro && limit !== undefined && (
              <span className="tile__meta">{limit === 'Unlimited' ? t.unlimited : t.dailyLimit(limit)}</span>
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
                <span className="tile__soon">{on ? t.availableFrom(on) : t.comingSoon}</span>
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
            {t.journeyTitle}
          </span>
          <span className="tile__subtitle">{t.journeySubtitle}</span>
        </Link>
      </li>
      {admin && (
        <li>
          <Link className="tile tile--admin" to="/admin">
            <span className="tile__icon" aria-hidden="true">
              <ToolsIcon />
            </span>
            <span className="tile__title" lang="hi">
              {t.adminTitle}
            </span>
            <span className="tile__subtitle">{t.adminSubtitle}</span>
          </Link>
        </li>
      )}
    </ul>
  );
}
