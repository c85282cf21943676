import type { ReactNode } from 'react';
import type { Progress } from '../../api/progress';
import { modules } from '../../registry';
import { dayScores } from './progress-days';
import { ScoreTable } from './ScoreTable';

const titles = new Map(modules.map((m) => [m.key as string, m]));

export function DayTable({
  progress,
  day,
  onBack,
  children,
}: {
  progress: Progress;
  day: string;
  onBack: () => void;
  /** More about the day, above Back (the questions missed). */
  children?: ReactNode;
}) {
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
        <ScoreTable
          heading="Module"
          rows={rows.map((r) => ({
            key: r.key,
            label: (
              <>
                <span lang="hi">{titles.get(r.key)?.titleHi}</span>
                <span className="cell-sub">{titles.get(r.key)?.title ?? r.key}</span>
              </>
            ),
            correct: r.correct,
            total: r.total,
          }))}
        />
      )}
      {children}
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
