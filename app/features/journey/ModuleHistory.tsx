import type { Progress } from '../../api/progress';
import { modules } from '../../registry';
import { moduleHistory } from './progress-days';

/** With no day chosen: one table per module, date, correct and total, newest first (§2.10). */
export function ModuleHistory({ progress }: { progress: Progress }) {
  return (
    <div className="stack">
      {modules.map((m) => {
        const rows = moduleHistory(progress, m.key);
        if (rows.length === 0) return null;
        return (
          <section className="card" key={m.key} aria-labelledby={`history-${m.key}`}>
            <h2 id={`history-${m.key}`} className="history__title">
              <span aria-hidden="true">{m.icon} </span>
              <span lang="hi">{m.titleHi}</span> <span className="cell-sub">{m.title}</span>
            </h2>
            <table className="results results--compact">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Correct</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.day}>
                    <td>{r.day}</td>
                    <td>{r.correct}</td>
                    <td>{r.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
