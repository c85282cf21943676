import { z } from 'zod';
import { UNLIMITED } from '../settings';

/** The quiz calls' answers (docs/product.md §4a), shared: the server serialises and documents them, the client types them. */
export const limitSchema = z.union([z.number(), z.literal(UNLIMITED)]);

/** A served question's envelope; `question` is the module's prompt (server/quiz/schemas.ts). */
export function servedSchema<Q extends z.ZodType>(question: Q) {
  return z.object({
    question,
    lastQuestion: z.boolean(),
    attempted: z.number(),
    limit: limitSchema,
    /** Whole seconds until the deadline (without the grace): the client's clock starts from it. */
    secondsLeft: z.number().int().min(0),
  });
}
export const endOfDaySchema = z.object({ endOfDay: z.literal(true), message: z.string() });

/** Any module's served question: its id and prompt fields (word, word1/word2, question, options). */
export const servedQuestion = z
  .object({ _id: z.string() })
  .catchall(z.union([z.string(), z.array(z.string())]));
export type ServedQuestion = z.infer<typeof servedQuestion>;
export const fetchAnswer = z.union([servedSchema(servedQuestion), endOfDaySchema]);
export type FetchAnswer = z.infer<typeof fetchAnswer>;

export const submitResponse = z.object({
  correct: z.boolean(),
  correctAnswers: z.array(z.string()),
  alreadyAnswered: z.boolean(),
  lastQuestion: z.boolean(),
  /** Answered after the deadline: judged wrong whatever was typed; the time ran out. */
  late: z.boolean(),
  explanation: z.string().nullable(),
  /** One verdict per box where the answer has two (paryayvachi). */
  perAnswer: z.array(z.boolean()).optional(),
});
export type SubmitResult = z.infer<typeof submitResponse>;

export const todayRow = z.object({
  _id: z.string(),
  /** The prompt as one line (shared/prompt-text.ts). */
  prompt: z.string(),
  /** Null when the question timed out unanswered. */
  yourAnswer: z.string().nullable(),
  correctAnswers: z.array(z.string()),
  correct: z.boolean(),
  late: z.boolean(),
  explanation: z.string().nullable(),
});
export type TodayRow = z.infer<typeof todayRow>;

/** GET /me/today/{module}: today's answers in a module, and whether the module is over for today. */
export const todayResponse = z.object({
  rows: z.array(todayRow),
  correct: z.number(),
  total: z.number(),
  endOfDay: z.boolean(),
  /**
   * docs/product.md §3: why the module is over today, as a fetch would say it — the time-ran-out
   * text when today's last question ended on the clock, else the end-of-day text. Null while it is not over.
   */
  message: z.string().nullable(),
  /** A question served and not yet answered: whole seconds left on its clock (the start card says so). */
  waitingSecondsLeft: z.number().int().min(0).nullable(),
  /** The module is switched off (admin setting): the quiz calls' 403 message, said before Start. */
  unavailable: z.string().nullable(),
});
export type TodayResult = z.infer<typeof todayResponse>;
