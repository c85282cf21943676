import type { Ref } from 'react';
import type { AnswerState, PaperQuestion } from '../../api/papers';
import { papersTexts } from '../../i18n/catalogue/papers';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';
import { optionLetter } from '../quiz/option-letters';

interface Props {
  question: PaperQuestion;
  number: number;
  total: number;
  sectionTitle: string | undefined;
  answer: AnswerState;
  locked: boolean;
  onChoose: (choice: number) => void;
  /** The heading, focused when another question is shown. */
  headingRef: Ref<HTMLHeadingElement>;
  idPrefix: string;
}

/**
 * One question of the paper as the exam sets it: its section, 'Q 3 / 50', the instruction, the
 * prompt (none where the options are the question), and the four options as a radio group.
 */
export function QuestionCard({
  question,
  number,
  total,
  sectionTitle,
  answer,
  locked,
  onChoose,
  headingRef,
  idPrefix,
}: Props) {
  const t = useTexts(papersTexts);
  const language = useLanguage();
  const headingId = `${idPrefix}-q`;
  const textId = `${idPrefix}-text`;
  return (
    <div className="card paper-question">
      {sectionTitle && (
        <p className="paper-question__section">
          <span className="visually-hidden">{t.section}</span>
          <span lang="hi">{sectionTitle}</span>
        </p>
      )}
      <h2 id={headingId} className="paper-question__number" tabIndex={-1} ref={headingRef}>
        <span aria-hidden="true">{t.questionOf(number, total)}</span>
        <span className="visually-hidden">{t.questionOfLong(number, total)}</span>
      </h2>
      <div id={textId}>
        <p className="instruction" lang="hi">
          {question.instruction}
        </p>
        {question.prompt !== null && (
          <p className="prompt" lang="hi">
            {question.prompt}
          </p>
        )}
      </div>
      <fieldset className="choices" aria-describedby={textId}>
        <legend className="visually-hidden">{t.optionsFor(number)}</legend>
        {question.options.map((option, i) => (
          <label key={option} className={answer.choice === i ? 'choice choice--picked' : 'choice'}>
            <input
              type="radio"
              name={`${idPrefix}-${question._id}`}
              value={i}
              checked={answer.choice === i}
              disabled={locked}
              onChange={() => onChoose(i)}
            />
            <span className="choice__letter" aria-hidden="true">
              {optionLetter(i, language)}
            </span>
            <span lang="hi">{option}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
