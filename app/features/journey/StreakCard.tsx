import type { Stats } from '../../api/learning';
import { journeyTexts } from './journey-texts';

/** The streak in the journey: current, best and the freezes held (docs/product.md §7). */
export function StreakCard({ stats }: { stats: Stats }) {
  const { streak } = stats;
  return (
    <section className="card" aria-labelledby="streak-title">
      <h2 id="streak-title">
        <span aria-hidden="true">🔥 </span>
        {journeyTexts.streak}
      </h2>
      <dl className="figures">
        <div>
          <dt>{journeyTexts.current}</dt>
          <dd>{journeyTexts.days(streak.current)}</dd>
        </div>
        <div>
          <dt>{journeyTexts.best}</dt>
          <dd>{journeyTexts.days(streak.best)}</dd>
        </div>
        <div>
          <dt>{journeyTexts.freezes}</dt>
          <dd>{streak.freezes}</dd>
        </div>
      </dl>
      <p className="note">
        {journeyTexts.goal(stats.today.goal)} {journeyTexts.freezeNote}
      </p>
    </section>
  );
}
