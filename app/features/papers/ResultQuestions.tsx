import { useId } from 'react';
import type { PaperResult, ResultQuestion } from '../../api/papers';
import { papersTexts } from '../../i18n/catalogue/papers';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';
import { optionLetter } from '../quiz/option-letters';

type Verdict = 'right' | 'wrong' | 'skipped';
const verdictOf = (q: ResultQuestion): Verdict =>
  q.correct ? 'right' : q.yourChoice === null ? 'skipped' : 'wrong';
const SIGN: Record<Verdict, string> = { right: '✓', wrong: '✗', skipped: '–' };

/**
 * Every question of the result in the server's order (mistakes first): the learner's choice, the
 * key and the explanation. The key and the choice are said in words, not by colour alone.
 */
export function ResultQuestions({ result }: { result: PaperResult }) {
  const t = useTexts(papersTexts);
  const language = useLanguage();
  const id = useId();
  const verdictText: Record<Verdict, string> = { right: t.correct, wrong: t.wrong, skipped: t.unanswered };
  // The result's sections are the paper's, in order: a question's section index names its title.
  const sectionTitle = (q: ResultQuestion) => result.sections[q.section]?.title;
  return (
    <section className="paper-review" aria-labelledby={id}>
      <h2 id={id}>{t.questionsTitle}</h2>
      <p className="note">{t.questionsNote}</p>
      <ol className="paper-review__list">
        {result.questions.map((q) => {
          const verdict = verdictOf(q);
          return (
            <li key={q._id} className={`card paper-review__item paper-review__item--${verdict}`}>
              <p className="paper-review__head">
                <span className={`verdict verdict--${verdict}`}>
                  <span aria-hidden="true">{SIGN[verdict]} </span>
                  {verdictText[verdict]}
                </span>
                {sectionTitle(q) && (
                  <span className="paper-review__section" lang="hi">
                    {sectionTitle(q)}
                  </span>
                )}
              </p>
              <p className="instruction" lang="hi">
                {q.instruction}
              </p>
              {q.prompt !== null && (
                <p className="prompt paper-review__prompt" lang="hi">
                  {q.prompt}
                </p>
              )}
              <ul className="paper-review__options">
                {q.options.map((option, i) => {
                  const key = i === q.correctChoice;
                  const mine = i === q.yourChoice;
                  const cls = key ? ' choice--right' : mine ? ' choice--wrong' : '';
                  return (
                    <li key={option} className={`choice paper-review__option${cls}`}>
                      <span className="choice__letter" aria-hidden="true">
                        {optionLetter(i, language)}
                      </span>
                      <span lang="hi">{option}</span>
                      {(key || mine) && (
                        <span className="paper-review__tags">
                          {mine && <span className="paper-review__tag">{t.yourAnswer}</span>}
                          {key && (
                            <span className="paper-review__tag paper-review__tag--key">{t.rightAnswer}</span>
                          )}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
              {q.yourChoice === null && <p className="note">{t.notAnswered}</p>}
              {q.explanation && (
                <p className="paper-review__explanation">
                  <span className="feedback__label">{t.explanation}</span>
                  <span lang="hi">{q.explanation}</span>
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
