import { Fragment, useState } from 'react';
import type { TodayRow } from '../../api/quiz';
import { percentOf, quizTexts } from '../../i18n/catalogue/quiz';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';

/** An English prompt (administrative vocabulary's term) is marked so, so it hyphenates as English. */
const scriptOf = (text: string) => (/[A-Za-z]/.test(text) && !/[\u0900-\u097F]/.test(text) ? 'en' : 'hi');

/** How many accepted answers a row shows before "+N more" (a word with 17 synonyms). */
export const ANSWERS_SHOWN = 3;

/** The accepted answers: a few, and "+N more" that shows them all. */
function AnswerList({ answers }: { answers: string[] }) {
  const t = useTexts(quizTexts);
  const [all, setAll] = useState(false);
  if (answers.length <= ANSWERS_SHOWN + 1) return <>{answers.join(', ')}</>;
  const shown = all ? answers : answers.slice(0, ANSWERS_SHOWN);
  return (
    <>
      {shown.join(', ')}{' '}
      <button type="button" className="results__more" aria-expanded={all} onClick={() => setAll(!all)}>
        {all ? t.fewerAnswers : t.moreAnswers(answers.length - ANSWERS_SHOWN)}
      </button>
    </>
  );
}

/** Mistakes first (docs/product.md §7), otherwise in the order answered. */
const mistakesFirst = (rows: TodayRow[]) => [
  ...rows.filter((r) => !r.correct),
  ...rows.filter((r) => r.correct),
];

/** The score the results open with: '7 / 10 · 70%'. */
export function ScoreLine({ rows }: { rows: TodayRow[] }) {
  const t = useTexts(quizTexts);
  const correct = rows.filter((r) => r.correct).length;
  return (
    <p className="score">
      <span className="score__label">{t.score}</span>
      <span className="score__value">
        {t.scoreValue(correct, rows.length, percentOf(correct, rows.length))}
      </span>
    </p>
  );
}

/**
 * The end-of-round table (§2.7): headers in the interface language; Hindi in the English
 * interface too where the module asks (registry `hindiResults`, the spec's pratyay and upsarg). Mistakes come first; a row with an explanation opens to it; a question whose
 * time ran out says so instead of "Incorrect".
 */
export function ResultsTable({ rows, hindi = false }: { rows: TodayRow[]; hindi?: boolean }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const t = useTexts(quizTexts);
  const language = useLanguage();
  if (rows.length === 0)
    return (
      <p className="results__empty" lang="hi">
        {t.noAnswers}
      </p>
    );
  const inHindi = hindi || language === 'hi';
  const h = quizTexts[inHindi ? 'hi' : 'en'].headers;
  const v = quizTexts[inHindi ? 'hi' : 'en'].verdicts;
  const lang = inHindi ? 'hi' : undefined;
  const toggle = (key: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <table className="results results--round">
      <caption className="visually-hidden">{t.yourResults}</caption>
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
                <td lang={scriptOf(r.prompt)}>
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
                <td lang={r.yourAnswer === null ? 'hi' : scriptOf(r.yourAnswer)}>
                  {r.yourAnswer ?? <span lang={lang}>{v.noAnswer}</span>}
                </td>
                <td lang="hi">
                  <AnswerList answers={r.correctAnswers} />
                </td>
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
