import type { ReactNode } from 'react';
import type { Progress } from '../../api/progress';
import { journeyTexts } from '../../i18n/catalogue/journey';
import { formatDay as formatDayIn } from '../../i18n/format';
import { type Language, useLanguage } from '../../i18n/lang';
import { ModuleName } from '../../i18n/module-texts';
import { useTexts } from '../../i18n/texts';
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
  const t = useTexts(journeyTexts);
  const language = useLanguage();
  const rows = dayScores(
    progress,
    day,
    modules.map((m) => m.key),
  );
  return (
    <section className="card" aria-labelledby="day-title">
      <h2 id="day-title">{formatDay(day, language)}</h2>
      {rows.length === 0 ? (
        <p>{t.noPracticeOnDay}</p>
      ) : (
        <ScoreTable
          heading={t.module}
          rows={rows.map((r) => ({
            key: r.key,
            label: titles.has(r.key) ? <ModuleName module={titles.get(r.key)!} spaced={false} /> : r.key,
            correct: r.correct,
            total: r.total,
          }))}
        />
      )}
      {children}
      <button type="button" className="button button--wide" onClick={onBack}>
        {t.backToCalendar}
      </button>
    </section>
  );
}

/** 'Tuesday, 1 December 2026' / 'मंगलवार, 1 दिसंबर 2026'. */
export function formatDay(day: string, language: Language = 'en'): string {
  return formatDayIn(day, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}
