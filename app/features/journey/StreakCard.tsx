import type { Stats } from '../../api/learning';
import { journeyTexts } from '../../i18n/catalogue/journey';
import { useTexts } from '../../i18n/texts';

/** The streak in the journey: current, best and the freezes held (docs/product.md §7). */
export function StreakCard({ stats }: { stats: Stats }) {
  const t = useTexts(journeyTexts);
  const { streak } = stats;
  return (
    <section className="card" aria-labelledby="streak-title">
      <h2 id="streak-title">
        <span aria-hidden="true">🔥 </span>
        {t.streak}
      </h2>
      <dl className="figures">
        <div>
          <dt>{t.current}</dt>
          <dd>{t.days(streak.current)}</dd>
        </div>
        <div>
          <dt>{t.best}</dt>
          <dd>{t.days(streak.best)}</dd>
        </div>
        <div>
          <dt>{t.freezes}</dt>
          <dd>{streak.freezes}</dd>
        </div>
      </dl>
      <p className="note">
        {t.goal(stats.today.goal)} {t.freezeNote}
      </p>
    </section>
  );
}
