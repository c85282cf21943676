import type { Progress } from '../../api/progress';
import { ModuleIcon } from '../../components/ModuleIcon';
import { modules } from '../../registry';
import { moduleHistory } from './progress-days';
import { ScoreTable } from './ScoreTable';

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
              <span aria-hidden="true">
                <ModuleIcon module={m} />{' '}
              </span>
              <span lang="hi">{m.titleHi}</span> <span className="cell-sub">{m.title}</span>
            </h2>
            <ScoreTable heading="Date" rows={rows.map((r) => ({ ...r, key: r.day, label: r.day }))} />
          </section>
        );
      })}
    </div>
  );
}
