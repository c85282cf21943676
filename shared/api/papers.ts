import { z } from 'zod';
import { QuestionId } from '../modules/define';

/**
 * Papers (docs/product.md §11): mock tests drawn from the bank, sat on the server's whole-paper
 * clock, scored with negative marking, ranked among first attempts.
 */

/** Saves this long after the deadline still count (a tap in the last second on a slow network). */
export const GRACE_SECONDS = 5;
export const OPTION_COUNT = 4;
export const MAX_SECTIONS = 10;
export const MAX_QUESTIONS = 200;

export const PaperId = z
  .string({ message: 'Paper id is required.' })
  .regex(/^[1-9]\d{0,17}$/, 'Paper id must be a positive whole number.');
export const AttemptId = z.uuid('Attempt id must be a UUID.');

const title = (what: string, max: number) =>
  z
    .string({ message: `${what} is required.` })
    .transform((s) => s.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1, `${what} is required.`)
        .max(max, `Keep the ${what.toLowerCase()} under ${max} characters.`),
    );

const marks = (what: string) =>
  z
    .number({ message: `${what} must be a number.` })
    .min(0, `${what} cannot be negative.`)
    .max(10, `${what} must be at most 10.`)
    .refine((n) => Number.isInteger(n * 100), `${what}: at most two decimal places.`);

export const sectionSchema = z.object({
  title: title('Section title', 100),
  module: z.string({ message: 'Section module is required.' }).min(1, 'Section module is required.'),
  /** Only items with any of these tags (the sandhi type, an MCQ topic …). */
  tags: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
  count: z
    .number({ message: 'Question count must be a number.' })
    .int('Question count must be a whole number.')
    .min(1, 'Each section needs at least 1 question.')
    .max(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} questions in a section.`),
});

/** POST /api/admin/papers, PUT /api/admin/papers/{id}: the blueprint. */
export const blueprintSchema = z
  .object({
    title: title('Title', 120),
    exam: title('Exam', 80),
    durationMinutes: z
      .number({ message: 'Duration must be a number of minutes.' })
      .int('Duration must be a whole number of minutes.')
      .min(1, 'Duration must be at least 1 minute.')
      .max(300, 'Duration must be at most 300 minutes.'),
    marksCorrect: marks('Marks for a right answer').default(1),
    marksWrong: marks('Marks deducted for a wrong answer').default(0),
    sections: z
      .array(sectionSchema, { message: 'A paper needs at least one section.' })
      .min(1, 'A paper needs at least one section.')
      .max(MAX_SECTIONS, `At most ${MAX_SECTIONS} sections.`),
  })
  .refine((p) => p.sections.reduce((n, s) => n + s.count, 0) <= MAX_QUESTIONS, {
    path: ['sections'],
    message: `A paper holds at most ${MAX_QUESTIONS} questions.`,
  });
export type Blueprint = z.infer<typeof blueprintSchema>;

/** A question as a paper shows it: the prompt as one line (null where the options are the question). */
const paperQuestion = z.object({
  _id: z.string(),
  module: z.string(),
  /** Index into the paper's sections. */
  section: z.number().int(),
  instruction: z.string(),
  prompt: z.string().nullable(),
  options: z.array(z.string()).length(OPTION_COUNT),
});

const paperBase = z.object({
  _id: z.string(),
  title: z.string(),
  exam: z.string(),
  durationMinutes: z.number().int(),
  marksCorrect: z.number(),
  marksWrong: z.number(),
});

/** The admin's paper: the blueprint and the drawn questions with their keys. */
export const adminPaperSchema = paperBase.extend({
  sections: z.array(
    z.object({ title: z.string(), module: z.string(), tags: z.array(z.string()), count: z.number().int() }),
  ),
  questions: z.array(
    paperQuestion.extend({
      answer: z
        .number()
        .int()
        .min(0)
        .max(OPTION_COUNT - 1),
    }),
  ),
  published: z.boolean(),
  /** Learners who have started it: a started paper cannot be redrawn or deleted. */
  attempts: z.number().int(),
});
export type AdminPaper = z.infer<typeof adminPaperSchema>;

export const adminPaperListSchema = z.object({
  papers: z.array(adminPaperSchema.omit({ questions: true }).extend({ questionCount: z.number().int() })),
});

export const replaceBody = z.object({ questionId: QuestionId });

/** GET /api/papers: the published papers with the learner's latest attempt. */
export const paperListSchema = z.object({
  papers: z.array(
    paperBase.extend({
      questionCount: z.number().int(),
      sections: z.array(z.object({ title: z.string(), count: z.number().int() })),
      attempt: z
        .object({
          _id: z.string(),
          status: z.enum(['running', 'submitted']),
          score: z.number().optional(),
        })
        .nullable(),
    }),
  ),
});
export type PaperList = z.infer<typeof paperListSchema>;

export const answerState = z.object({ choice: z.number().int().nullable(), marked: z.boolean() });

/** POST /api/papers/{id}/start, GET /api/attempts/{id} while it runs: never a key. */
export const runningAttemptSchema = z.object({
  _id: z.string(),
  paperId: z.string(),
  title: z.string(),
  status: z.literal('running'),
  secondsLeft: z.number().int().min(0),
  marksCorrect: z.number(),
  marksWrong: z.number(),
  sections: z.array(z.object({ title: z.string() })),
  questions: z.array(paperQuestion),
  answers: z.record(z.string(), answerState),
});
export type RunningAttempt = z.infer<typeof runningAttemptSchema>;

const tally = z.object({
  correct: z.number().int(),
  wrong: z.number().int(),
  unanswered: z.number().int(),
  score: z.number(),
});

/** GET /api/attempts/{id} once submitted, and the submit's answer. */
export const resultSchema = tally.extend({
  _id: z.string(),
  paperId: z.string(),
  title: z.string(),
  status: z.literal('submitted'),
  maxScore: z.number(),
  /** Whether this attempt is ranked (the learner's first of this paper). */
  ranked: z.boolean(),
  /** Among first attempts that have ended; for a later attempt, where its score would stand. */
  rank: z.number().int(),
  of: z.number().int(),
  percentile: z.number(),
  topScore: z.number(),
  averageScore: z.number(),
  sections: z.array(tally.extend({ title: z.string() })),
  /** Mistakes first, then unanswered, then right ones; each in paper order. */
  questions: z.array(
    paperQuestion.extend({
      yourChoice: z.number().int().nullable(),
      correctChoice: z.number().int(),
      correct: z.boolean(),
      explanation: z.string().nullable(),
    }),
  ),
});
export type PaperResult = z.infer<typeof resultSchema>;

export const attemptSchema = z.union([runningAttemptSchema, resultSchema]);
export type Attempt = z.infer<typeof attemptSchema>;

/** PUT /api/attempts/{id}/answers/{questionId}. */
export const saveAnswerBody = z.object({
  choice: z
    .number({ message: 'Choice must be 0 to 3, or null to clear.' })
    .int('Choice must be 0 to 3, or null to clear.')
    .min(0, 'Choice must be 0 to 3, or null to clear.')
    .max(OPTION_COUNT - 1, 'Choice must be 0 to 3, or null to clear.')
    .nullable(),
  marked: z.boolean().optional(),
});
export const savedSchema = z.object({ saved: z.literal(true), secondsLeft: z.number().int().min(0) });
export const lateSchema = z.object({ late: z.literal(true), message: z.string() });

/** GET /api/admin/papers/{id}/stats: item analysis over first attempts that have ended. */
export const paperStatsSchema = z.object({
  attempts: z.number().int(),
  questions: z.array(
    z.object({
      _id: z.string(),
      module: z.string(),
      prompt: z.string().nullable(),
      options: z.array(z.string()),
      answer: z.number().int(),
      shareRight: z.number(),
      optionCounts: z.array(z.number().int()).length(OPTION_COUNT),
      /** Right share in the top 27 % by score minus that in the bottom 27 %; null with under 4 attempts. */
      discrimination: z.number().nullable(),
      dubious: z.boolean(),
    }),
  ),
});
export type PaperStats = z.infer<typeof paperStatsSchema>;

export const paperTexts = {
  notFound: 'No such paper.',
  attemptNotFound: 'No such attempt.',
  notInPaper: 'That question is not in this paper.',
  late: 'Time is up: this paper has ended and was submitted with your saved answers.',
  started: 'Learners have started this paper: it can no longer be redrawn or deleted.',
  startedEdit: 'Learners have started this paper: only its title and exam can change.',
  tooFew: (section: string, have: number, want: number) =>
    `Section “${section}”: the bank has ${have} ${have === 1 ? 'question' : 'questions'} with a choice form for it, ${want} asked.`,
  noReplacement: 'No other question in the bank fits this slot.',
  unknownModule: (key: string) => `No quiz module called '${key}'.`,
  inPaper: 'This question is in a published paper: correct it instead of deleting it.',
  deleted: 'Paper deleted.',
};
