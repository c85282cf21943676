import type { Stats } from '../../api/learning';
import { modules } from '../../registry';
import { journeyTexts } from './journey-texts';

/** Right answers of all answered, per module, from the stats' totals; modules never practised are left out. */
export function AccuracyCard({ stats }: { stats: Stats }) {
  const rows = modules.flatMap((m) => {
    const total = stats.modules[m.key]?.total;
    return total && total.answered > 0 ? [{ m, ...total }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <section className="card" aria-labelledby="accuracy-title">
      <h2 id="accuracy-title">{journeyTexts.accuracy}</h2>
      <table className="results results--compact results--accuracy" aria-labelledby="accuracy-title">
        <thead>
          <tr>
            <th scope="col">{journeyTexts.module}</th>
            <th scope="col">{journeyTexts.right}</th>
            <th scope="col">{journeyTexts.percentHeader}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ m, answered, correct }) => (
            <tr key={m.key}>
              <td>
                <span lang="hi">{m.titleHi}</span>
                <span className="cell-sub">{m.title}</span>
              </td>
              <td>{`${correct} / ${answered}`}</td>
              <td>{journeyTexts.percent(correct, answered)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
