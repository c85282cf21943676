import type { Progress } from '../../api/progress';
import { ModuleIcon } from '../../components/ModuleIcon';
import { journeyTexts } from '../../i18n/catalogue/journey';
import { ModuleName } from '../../i18n/module-texts';
import { useTexts } from '../../i18n/texts';
import { modules } from '../../registry';
import { moduleHistory } from './progress-days';
import { ScoreTable } from './ScoreTable';

/** With no day chosen: one table per module, date, correct and total, newest first (§2.10). */
export function ModuleHistory({ progress }: { progress: Progress }) {
  const t = useTexts(journeyTexts);
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
              <ModuleName module={m} />
            </h2>
            <ScoreTable
              heading={t.date}
              rows={rows.map((r) => ({ ...r, key: r.day, label: t.dayLabel(r.day) }))}
            />
          </section>
        );
      })}
    </div>
  );
}
