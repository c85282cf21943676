import type { Progress } from '../../api/progress';
import { modules } from '../../registry';
import { dayScores } from './progress-days';

const titles = new Map(modules.map((m) => [m.key as string, m]));

export function DayTable({ progress, day, onBack }: { progress: Progress; day: string; onBack: () => void }) {
  const rows = dayScores(
    progress,
    day,
    modules.map((m) => m.key),
  );
  return (
    <section className="card" aria-labelledby="day-title">
      <h2 id="day-title">{formatDay(day)}</h2>
      {rows.length === 0 ? (
        <p>No practice on this day.</p>
      ) : (
        <table className="results results--compact">
          <thead>
            <tr>
              <th scope="col">Module</th>
              <th scope="col">Correct</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <td>
                  <span lang="hi">{titles.get(r.key)?.titleHi}</span>
                  <span className="cell-sub">{titles.get(r.key)?.title ?? r.key}</span>
                </td>
                <td>{r.correct}</td>
                <td>{r.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className="button button--wide" onClick={onBack}>
        Back to Calendar
      </button>
    </section>
  );
}

export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, (m ?? 1) - 1, d).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
