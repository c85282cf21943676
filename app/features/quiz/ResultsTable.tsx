import { Fragment, useState } from 'react';
import type { TodayRow } from '../../api/quiz';
import { quizTexts, resultHeaders, scoreText, verdictTexts } from './quiz-texts';

/** Mistakes first (docs/product.md §7), otherwise in the order answered. */
const mistakesFirst = (rows: TodayRow[]) => [
  ...rows.filter((r) => !r.correct),
  ...rows.filter((r) => r.correct),
];

/** The score the results open with: '7 / 10 · 70%'. */
export function ScoreLine({ rows }: { rows: TodayRow[] }) {
  return (
    <p className="score">
      <span className="score__label">{quizTexts.score}</span>
      <span className="score__value">{scoreText(rows.filter((r) => r.correct).length, rows.length)}</span>
    </p>
  );
}

/**
 * The end-of-round table (§2.7): English headers, or Hindi where the module asks (registry
 * `hindiResults`). Mistakes come first; a row with an explanation opens to it; a question whose
 * time ran out says so instead of "Incorrect".
 */
export function ResultsTable({ rows, hindi = false }: { rows: TodayRow[]; hindi?: boolean }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (rows.length === 0)
    return (
      <p className="results__empty" lang="hi">
        {quizTexts.noAnswers}
      </p>
    );
  const h = resultHeaders[hindi ? 'hi' : 'en'];
  const v = verdictTexts[hindi ? 'hi' : 'en'];
  const lang = hindi ? 'hi' : undefined;
  const toggle = (key: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <table className="results">
      <caption className="visually-hidden">Your results</caption>
      <thead>
        <tr>
          <th scope="col" lang={lang}>
            {h.question}
          </th>
          <th scope="col" lang={lang}>
            {h.yours}
          </th>
          <th scope="col" lang={lang}>
            {h.correct}
          </th>
          <th scope="col" lang={lang}>
            {/* Wraps at the slash on a narrow phone, not inside a word. */}
            {h.verdict.split('/').map((part, i) => (
              <span key={part}>
                {i > 0 && (
                  <>
                    /<wbr />
                  </>
                )}
                {part}
              </span>
            ))}
          </th>
        </tr>
      </thead>
      <tbody>
        {mistakesFirst(rows).map((r, i) => {
          // A question may come back within a day (pro learners): the position keeps keys apart.
          const key = `${r._id}-${i}`;
          const expanded = open.has(key);
          const tone = r.correct ? 'right' : r.late ? 'late' : 'wrong';
          return (
            <Fragment key={key}>
              <tr className={`results__row--${tone}`}>
                <td lang="hi">
                  {r.explanation ? (
                    <button
                      type="button"
                      className="results__toggle"
                      aria-expanded={expanded}
                      aria-controls={`why-${key}`}
                      onClick={() => toggle(key)}
                    >
                      {r.prompt}
                      <span className="results__why" lang={lang}>
                        {v.why}
                      </span>
                    </button>
                  ) : (
                    r.prompt
                  )}
                </td>
                <td lang="hi">{r.yourAnswer ?? <span lang={lang}>{v.noAnswer}</span>}</td>
                <td lang="hi">{r.correctAnswers.join(', ')}</td>
                <td lang={lang}>
                  <span aria-hidden="true">{r.correct ? '✔ ' : r.late ? '⏱ ' : '✘ '}</span>
                  {r.correct ? v.right : r.late ? v.late : v.wrong}
                </td>
              </tr>
              {r.explanation && (
                <tr id={`why-${key}`} className="results__explanation" hidden={!expanded}>
                  <td colSpan={4} lang="hi">
                    {r.explanation}
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
