import { quizTexts, resultHeaders, verdictTexts } from './quiz-texts';
import type { ResultRow } from './useQuizRound';

/** The end-of-round table (§2.7): English headers, or Hindi where the module asks (registry `hindiResults`). */
export function ResultsTable({ rows, hindi = false }: { rows: ResultRow[]; hindi?: boolean }) {
  if (rows.length === 0)
    return (
      <p className="results__empty" lang="hi">
        {quizTexts.noAnswers}
      </p>
    );
  const h = resultHeaders[hindi ? 'hi' : 'en'];
  const v = verdictTexts[hindi ? 'hi' : 'en'];
  const lang = hindi ? 'hi' : undefined;
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
        {rows.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are only ever appended.
          <tr key={i} className={r.isCorrect ? 'results__row--right' : 'results__row--wrong'}>
            <td lang="hi">{r.question}</td>
            <td lang="hi">{r.userAnswer}</td>
            <td lang="hi">{r.correctAnswers.join(', ')}</td>
            <td lang={lang}>
              <span aria-hidden="true">{r.isCorrect ? '✔ ' : '✘ '}</span>
              {r.isCorrect ? v.right : v.wrong}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
