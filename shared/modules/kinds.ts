import { z } from 'zod';
import { ANSWER_MAX, answerTooLong } from '../answer-limit';
import { matchesAny, normalizeAnswer } from '../judging';
import {
  defineModule,
  feedback,
  inScript,
  LATIN_IN_HINDI,
  QuestionId,
  type QuizModule,
  type Script,
  Text,
  TextList,
} from './define';
import type { ModuleText } from './texts';

type Common = Pick<
  Parameters<typeof defineModule>[0],
  | 'key'
  | 'title'
  | 'titleHi'
  | 'titleHiAgrees'
  | 'icon'
  | 'instruction'
  | 'paper'
  | 'route'
  | 'entryRoute'
  | 'api'
  | 'pauseMs'
  | 'timeKey'
  | 'limitKey'
  | 'limitSetting'
  | 'availabilityKey'
  | 'adminPage'
  | 'onDuplicateAdd'
  | 'screen'
  | 'progressTotals'
  | 'testsSpelling'
  | 'suggest'
  | 'folding'
  | 'explanationNames'
>;

interface TextTexts {
  fetchError: ModuleText;
  addSuccess: ModuleText;
  addError: ModuleText;
  hindiResults?: boolean;
  plainFeedback?: boolean;
  submitError?: ModuleText;
}

const answerMessage = 'Please type your answer.';

/**
 * Modules whose learner types one answer for one prompt text, judged against a list of
 * accepted answers (the spec's single `answer` is the first): one word for many, shabd
 * shudhi, vakya shudhi.
 */
export function questionWithAnswers<const K extends string>(
  common: Common & {
    key: K;
    texts: TextTexts;
    entryTitle: ModuleText;
    questionLabel: ModuleText;
    answerLabel: ModuleText;
    day?: boolean;
    /** Longer prompts (sentences) get a textarea. */
    long?: boolean;
  },
): QuizModule & { key: K } {
  const max = common.long ? 1000 : 300;
  const base = z.object({
    question: Text('Question is required.', max),
    answers: TextList('Answer is required.', 1),
  });
  const row = common.day
    ? base.extend({
        day: z.coerce
          .number({ message: 'Day must be a number.' })
          .int('Day must be a whole number.')
          .min(1, 'Day must be at least 1.')
          .max(366, 'Day must be at most 366.'),
      })
    : base;
  const add = z.object({
    question: Text('Question and answer are required.', max),
    answer: Text('Question and answer are required.', max),
    alternatives: z
      .array(z.string().refine(inScript('hindi'), LATIN_IN_HINDI))
      .max(20)
      .optional(),
    ...(common.day
      ? {
          day: z.coerce
            .number({ message: 'Day is required.' })
            .int('Day must be a whole number.')
            .min(1, 'Day must be at least 1.')
            .max(366),
        }
      : {}),
  });
  return defineModule({
    ...common,
    row,
    promptFields: ['question'],
    answerFields: ['answers'],
    hasDay: common.day,
    add,
    fromAdd: (p) =>
      row.parse({
        ...p,
        answers: [p.answer, ...((p.alternatives as string[] | undefined) ?? [])],
      }),
    submission: z.object({
      id: QuestionId,
      answer: z.string({ message: answerMessage }).max(ANSWER_MAX, answerTooLong),
    }),
    idField: 'id',
    judge: (r, s, folding) => ({ correct: matchesAny(s.answer, r.answers, folding) }),
    correctAnswers: (r) => r.answers,
    answerText: (s) => s.answer,
    input: { kind: 'text', field: 'answer', label: common.answerLabel },
    entry: {
      title: common.entryTitle,
      fields: [
        { name: 'question', label: common.questionLabel, kind: common.long ? 'textarea' : 'text' },
        { name: 'answer', label: common.answerLabel, kind: common.long ? 'textarea' : 'text' },
        ...(common.day ? [{ name: 'day', label: 'day' as const, kind: 'number' as const, min: 1 }] : []),
      ],
    },
    texts: { ...common.texts, ...(common.texts.plainFeedback ? feedback.plain : feedback.emoji) },
  });
}

/**
 * Modules whose prompt is a question and whose answer is any one of a list of options
 * (administrative vocabulary, upsarg, pratyay).
 */
export function questionWithOptions<const K extends string>(
  common: Common & {
    key: K;
    texts: TextTexts;
    entryTitle: ModuleText;
    questionLabel: ModuleText;
    answerLabel: ModuleText;
    invalid: string;
    questionRepeat?: number;
    /** A blank option among the filled ones is refused with `invalid`, not dropped (docs/spec.md §5). */
    refuseBlankOptions?: boolean;
    /** The prompt's script: Hindi unless said (administrative vocabulary's prompt is an English term). */
    questionScript?: Script;
  },
): QuizModule & { key: K } {
  const row = z.object({
    question: Text('Question is required.', 500, common.questionScript),
    options: TextList('At least one answer is required.', 1),
  });
  return defineModule({
    ...common,
    row,
    promptFields: ['question'],
    answerFields: ['options'],
    add: z.object({
      question: Text(common.invalid, 500, common.questionScript),
      options: TextList(common.invalid, 1, common.invalid, common.refuseBlankOptions ? 'refuse' : 'drop'),
    }),
    fromAdd: (p) => row.parse(p),
    submission: z.object({
      id: QuestionId,
      answer: z.string({ message: answerMessage }).max(ANSWER_MAX, answerTooLong),
    }),
    idField: 'id',
    judge: (r, s, folding) => ({ correct: matchesAny(s.answer, r.options, folding) }),
    correctAnswers: (r) => r.options,
    answerText: (s) => s.answer,
    input: { kind: 'text', field: 'answer', label: common.answerLabel },
    entry: {
      title: common.entryTitle,
      fields: [
        { name: 'question', label: common.questionLabel, kind: 'text', repeat: common.questionRepeat },
        {
          name: 'options',
          label: 'options',
          kind: 'list',
          min: 1,
          removeLabel: common.questionRepeat ? 'removeDash' : 'remove',
        },
      ],
    },
    texts: { ...common.texts, ...(common.texts.plainFeedback ? feedback.plain : feedback.emoji) },
  });
}

/**
 * Modules whose learner picks the answer among options shown with the question (MCQ, muhavare,
 * lokokti, samas). The chosen option's text must equal the stored answer, after NFC and
 * trimming. `choices`: the options are always these (samas' six types), so the add form and an
 * import need not give them.
 */
export function questionWithChoices<const K extends string>(
  common: Common & {
    key: K;
    texts: Omit<TextTexts, 'plainFeedback' | 'hindiResults'>;
    entryTitle: ModuleText;
    questionLabel: ModuleText;
    /** The spec's message for an incomplete add form. */
    invalid: string;
    idField?: string;
    choices?: readonly string[];
    /** Hindi unless said: MCQ's general questions may quote English. */
    script?: Script;
  },
): QuizModule & { key: K } {
  const idField = common.idField ?? 'id';
  const script = common.script ?? 'hindi';
  const options = TextList('At least 2 options are required.', 2, undefined, 'drop', script).refine(
    (o) => new Set(o.map(normalizeAnswer)).size === o.length,
    'Options must be different from each other.',
  );
  const row = z
    .object({
      question: Text('Question is required.', 1000, script),
      options: common.choices ? options.default([...common.choices]) : options,
      answer: Text('Answer is required.', 500, script),
    })
    .refine((q) => q.options.includes(q.answer), {
      path: ['answer'],
      message: 'The answer must be one of the options.',
    });
  const add = z.object({
    question: Text(common.invalid, 1000, script),
    ...(common.choices ? {} : { options: TextList(common.invalid, 2, common.invalid, 'drop', script) }),
    answer: Text(common.invalid, 500, script),
  });
  return defineModule({
    ...common,
    row,
    promptFields: ['question', 'options'],
    answerFields: ['answer'],
    add,
    fromAdd: (p) => row.parse(p),
    submission: z.object({
      [idField]: QuestionId,
      answer: z.string({ message: 'Please pick an option.' }).max(ANSWER_MAX, answerTooLong),
    }) as unknown as z.ZodType<{ answer: string } & Record<string, unknown>>,
    idField,
    judge: (r, s) => ({ correct: normalizeAnswer(s.answer) === normalizeAnswer(r.answer) }),
    correctAnswers: (r) => [r.answer],
    ownOptions: (r) => ({ key: r.answer, wrong: r.options.filter((o) => o !== r.answer) }),
    answerText: (s) => s.answer,
    input: { kind: 'choice', field: 'answer' },
    entry: {
      title: common.entryTitle,
      fields: [
        { name: 'question', label: common.questionLabel, kind: 'textarea' },
        ...(common.choices
          ? [
              {
                name: 'answer',
                label: 'answer' as const,
                kind: 'choiceAmong' as const,
                among: common.choices,
              },
            ]
          : [
              {
                name: 'options',
                label: 'options' as const,
                kind: 'list' as const,
                min: 2,
                removeLabel: 'remove' as const,
              },
              { name: 'answer', label: 'answer' as const, kind: 'choiceOf' as const, of: 'options' },
            ]),
      ],
    },
    texts: { ...common.texts, ...feedback.emoji },
  });
}
