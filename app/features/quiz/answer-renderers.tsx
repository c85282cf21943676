import type { ComponentType } from 'react';
import { ANSWER_MAX } from '../../../shared/answer-limit';
import { normalizeAnswer } from '../../../shared/judging';
import type { ServedQuestion } from '../../api/quiz';
import { quizTexts } from '../../i18n/catalogue/quiz';
import { useLanguage } from '../../i18n/lang';
import { useModuleText } from '../../i18n/module-texts';
import { type Messages, textsNow, useTexts } from '../../i18n/texts';
import type { AnswerInput, ClientModule } from '../../registry';
import { AnswerBox } from './AnswerBox';
import { optionLetter } from './option-letters';

type QuizTexts = Messages<(typeof quizTexts)['en']>;

/** What the learner has typed or picked, by the input's field names. */
export type Draft = Record<string, string>;

export interface Verdict {
  correct: boolean;
  correctAnswers: string[];
  /** One verdict per box (paryayvachi). */
  perAnswer?: boolean[];
}

export interface RendererProps<I extends AnswerInput> {
  input: I;
  module: ClientModule;
  question: ServedQuestion;
  draft: Draft;
  setDraft: (draft: Draft) => void;
  /**
   * While sending, after answering and while the next question loads. Text boxes turn read-only
   * rather than disabled, so they keep the focus and the phone keeps its keyboard open.
   */
  locked: boolean;
  verdict: Verdict | null;
  idPrefix: string;
  onSubmit: () => void;
  describedBy?: string;
}

/** Blank: nothing happens (§5: the answer is required). Invalid: the message. Ready: the submit body. */
export type Checked =
  | { state: 'blank' }
  | { state: 'invalid'; message: string }
  | { state: 'ready'; body: Record<string, unknown> };

export interface Renderer<I extends AnswerInput> {
  Input: ComponentType<RendererProps<I>>;
  check: (input: I, draft: Draft) => Checked;
  /** The answer as the results table shows it. */
  describe: (input: I, draft: Draft) => string;
  submitLabel: (lastQuestion: boolean, t: QuizTexts) => string;
  /** The element that takes the focus when a question appears (none for a pick among options). */
  focusId: (input: I, idPrefix: string) => string | null;
}

type InputOf<K extends AnswerInput['kind']> = Extract<AnswerInput, { kind: K }>;

const blank = (s: string | undefined) => !s || s.trim() === '';

/** An answer longer than the server takes: refused here, naming the limit (docs/product.md §4a). */
const tooLong = (values: string[]): Checked | null =>
  values.some((v) => v.trim().length > ANSWER_MAX)
    ? { state: 'invalid', message: textsNow(quizTexts).tooLong(ANSWER_MAX) }
    : null;

const text: Renderer<InputOf<'text'>> = {
  Input: function TextInput({ input, module, draft, setDraft, locked, idPrefix, onSubmit, describedBy }) {
    const label = useModuleText();
    return (
      <div className="field">
        <label htmlFor={`${idPrefix}-${input.field}`}>{label(input.label)}</label>
        <AnswerBox
          id={`${idPrefix}-${input.field}`}
          value={draft[input.field] ?? ''}
          onChange={(v) => setDraft({ ...draft, [input.field]: v })}
          readOnly={locked}
          transliterate={module.transliterate}
          moduleKey={module.key}
          multiline={module.longAnswer}
          onSubmit={onSubmit}
          describedBy={describedBy}
        />
      </div>
    );
  },
  check: (input, draft) =>
    blank(draft[input.field])
      ? { state: 'blank' }
      : (tooLong([draft[input.field]!]) ?? {
          state: 'ready',
          body: { [input.field]: draft[input.field]!.trim() },
        }),
  describe: (input, draft) => draft[input.field]?.trim() ?? '',
  submitLabel: (_last, t) => t.submit,
  focusId: (input, idPrefix) => `${idPrefix}-${input.field}`,
};

const boxMark = { true: { mark: '✔', tone: 'right' }, false: { mark: '✘', tone: 'wrong' } } as const;

/** Two boxes: sandhi viched's two parts, or paryayvachi's two synonyms (sent as a list). */
const pair: Renderer<InputOf<'pair'>> = {
  Input: function PairInput({
    input,
    module,
    draft,
    setDraft,
    locked,
    verdict,
    idPrefix,
    onSubmit,
    describedBy,
  }) {
    const label = useModuleText();
    const t = useTexts(quizTexts);
    return (
      <div className="pair">
        {input.fields.map((field, i) => {
          const judged = verdict?.perAnswer?.[i];
          const box = judged === undefined ? null : boxMark[`${judged}`];
          return (
            <div className={box ? `field field--${box.tone}` : 'field'} key={field}>
              <label htmlFor={`${idPrefix}-${field}`} lang="hi">
                {label(input.labels[i === 0 ? 0 : 1])}
                {box && (
                  <span className="field__mark">
                    {' '}
                    <span aria-hidden="true">{box.mark}</span>
                    <span className="visually-hidden">{box.tone === 'right' ? t.boxRight : t.boxWrong}</span>
                  </span>
                )}
              </label>
              <AnswerBox
                id={`${idPrefix}-${field}`}
                value={draft[field] ?? ''}
                onChange={(v) => setDraft({ ...draft, [field]: v })}
                readOnly={locked}
                transliterate={module.transliterate}
                moduleKey={module.key}
                multiline={false}
                narrow
                onSubmit={onSubmit}
                describedBy={describedBy}
              />
            </div>
          );
        })}
      </div>
    );
  },
  check: (input, draft) => {
    const [a, b] = input.fields.map((f) => draft[f]);
    if (blank(a) && blank(b)) return { state: 'blank' };
    const t = textsNow(quizTexts);
    if (blank(a) || blank(b)) return { state: 'invalid', message: input.asList ? t.twoAnswers : t.bothParts };
    const values = [a!.trim(), b!.trim()];
    const long = tooLong(values);
    if (long) return long;
    // Paryayvachi wants two different synonyms: the same one twice is refused with the reason.
    if (input.asList && normalizeAnswer(values[0]!) === normalizeAnswer(values[1]!))
      return { state: 'invalid', message: t.sameTwice };
    return {
      state: 'ready',
      body: input.asList
        ? { [input.asList]: values }
        : { [input.fields[0]]: values[0], [input.fields[1]]: values[1] },
    };
  },
  describe: (input, draft) =>
    input.fields.map((f) => draft[f]?.trim() ?? '').join(input.asList ? ', ' : ' + '),
  submitLabel: (_last, t) => t.submit,
  focusId: (input, idPrefix) => `${idPrefix}-${input.fields[0]}`,
};

/**
 * MCQ: pick one of the served options, lettered क ख ग घ as in the exam (the letter is for the
 * eye; a screen reader hears the option and its position); the button reads Next, or Finish on
 * the last question.
 */
const choice: Renderer<InputOf<'choice'>> = {
  Input: function ChoiceInput({ input, question, draft, setDraft, locked, verdict, idPrefix, describedBy }) {
    const t = useTexts(quizTexts);
    const language = useLanguage();
    const options = Array.isArray(question.options) ? question.options : [];
    const picked = draft[input.field];
    return (
      <fieldset className="choices" aria-describedby={describedBy}>
        <legend className="visually-hidden">{t.options}</legend>
        {options.map((option, i) => {
          const right = verdict?.correctAnswers.includes(option);
          const wrongPick = verdict && !verdict.correct && option === picked;
          const state = verdict ? (right ? ' choice--right' : wrongPick ? ' choice--wrong' : '') : '';
          return (
            <label
              key={option}
              className={`choice${option === picked ? ' choice--picked' : ''}${state}`}
              lang="hi"
            >
              <input
                type="radio"
                name={`${idPrefix}-option`}
                id={`${idPrefix}-option-${i}`}
                value={option}
                checked={option === picked}
                disabled={locked}
                onChange={() => setDraft({ [input.field]: option })}
              />
              <span className="choice__letter" aria-hidden="true">
                {optionLetter(i, language)}
              </span>
              <span>{option}</span>
            </label>
          );
        })}
      </fieldset>
    );
  },
  check: (input, draft) =>
    draft[input.field] ? { state: 'ready', body: { [input.field]: draft[input.field] } } : { state: 'blank' },
  describe: (input, draft) => draft[input.field] ?? '',
  submitLabel: (last, t) => (last ? t.finish : t.next),
  focusId: () => null,
};

/** One renderer per kind of answer input; a new kind without a renderer fails the typecheck. */
export const answerRenderers = { text, pair, choice } satisfies {
  [K in AnswerInput['kind']]: Renderer<InputOf<K>>;
};

export function rendererFor<I extends AnswerInput>(input: I): Renderer<I> {
  return answerRenderers[input.kind] as unknown as Renderer<I>;
}

export { promptText } from '../../../shared/prompt-text';
