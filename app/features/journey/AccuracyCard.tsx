import type { Stats } from '../../api/learning';
import { journeyTexts } from '../../i18n/catalogue/journey';
import { ModuleName } from '../../i18n/module-texts';
import { useTexts } from '../../i18n/texts';
import { modules } from '../../registry';

/** Right answers of all answered, per module, from the stats' totals; modules never practised are left out. */
export function AccuracyCard({ stats }: { stats: Stats }) {
  const t = useTexts(journeyTexts);
  const rows = modules.flatMap((m) => {
    const total = stats.modules[m.key]?.total;
    return total && total.answered > 0 ? [{ m, ...total }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <section className="card" aria-labelledby="accuracy-title">
      <h2 id="accuracy-title">{t.accuracy}</h2>
      <table className="results results--compact results--accuracy" aria-labelledby="accuracy-title">
        <thead>
          <tr>
            <th scope="col">{t.module}</th>
            <th scope="col">{t.right}</th>
            <th scope="col">{t.percentHeader}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ m, answered, correct }) => (
            <tr key={m.key}>
              <td>
                <ModuleName module={m} spaced={false} />
              </td>
              <td>{`${correct} / ${answered}`}</td>
              <td>{t.percent(correct, answered)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
