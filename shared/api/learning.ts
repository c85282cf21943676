import { z } from 'zod';
import { servedQuestion, submitResponse } from './quiz';

/** The learning loop's calls (docs/product.md §7): review of mistakes, stats, reports. */

/** Seven goal days in a row earn a streak freeze; a learner holds at most two. */
export const FREEZE_EVERY_DAYS = 7;
export const MAX_FREEZES = 2;

/** GET /api/review: the next due card, or done (nothing due, or a free learner's daily reviews used). */
export const reviewFetchResponse = z.union([
  z.object({
    question: servedQuestion.extend({ module: z.string() }),
    /** Cards due now, this one included. */
    remaining: z.number().int().min(1),
    /** The module's time for reference: a review is never cut off by the clock. */
    secondsLeft: z.number().int().min(0),
  }),
  z.object({
    done: z.literal(true),
    /** When the next card falls due (ISO time), or null when the learner has no cards. */
    nextDueAt: z.string().nullable(),
    /** A free learner has used today's REVIEW_PER_DAY. */
    limitReached: z.boolean(),
  }),
]);
export type ReviewFetch = z.infer<typeof reviewFetchResponse>;

/** POST /api/review/submit { module, ...that module's submission }. */
export const reviewSubmitResponse = submitResponse
  .pick({ correct: true, correctAnswers: true, explanation: true, alreadyAnswered: true, perAnswer: true })
  .extend({ nextDueAt: z.string() });
export type ReviewSubmit = z.infer<typeof reviewSubmitResponse>;

const tally = z.object({ answered: z.number().int(), correct: z.number().int() });

/** GET /api/me/stats. */
export const statsResponse = z.object({
  streak: z.object({
    current: z.number().int(),
    best: z.number().int(),
    freezes: z.number().int(),
    /** Today already reached the daily goal. */
    todayCounts: z.boolean(),
  }),
  today: tally.extend({ goal: z.number().int() }),
  review: z.object({ due: z.number().int() }),
  modules: z.record(
    z.string(),
    z.object({
      today: tally.extend({
        limit: z.union([z.number().int(), z.literal('Unlimited')]),
        /** The module is over today for this learner (limit reached or day-done marker). */
        done: z.boolean(),
      }),
      total: tally,
    }),
  ),
  /** The last 7 days (oldest first) in APP_TIMEZONE: answers (rounds and reviews) and right ones. */
  week: z.array(tally.extend({ day: z.string() })),
});
export type Stats = z.infer<typeof statsResponse>;

/** GET /api/me/missed?day=YYYY-MM-DD: the questions a learner got wrong (or ran out of time on) that day. */
export const missedResponse = z.object({
  day: z.string(),
  rows: z.array(
    z.object({
      module: z.string(),
      _id: z.string(),
      prompt: z.string(),
      yourAnswer: z.string().nullable(),
      correctAnswers: z.array(z.string()),
      late: z.boolean(),
      explanation: z.string().nullable(),
    }),
  ),
});
export type Missed = z.infer<typeof missedResponse>;

export const reportReasons = ['wrong-answer', 'typo', 'unclear', 'other'] as const;
export const reportBody = z.object({
  reason: z.enum(reportReasons, { message: 'Please choose a reason.' }),
  note: z
    .string()
    .transform((s) => s.normalize('NFC').trim())
    .pipe(z.string().max(500, 'Keep the note under 500 characters.'))
    .optional(),
});
export type ReportBody = z.infer<typeof reportBody>;

/** Per question in the admin list: from the attempts already recorded, and the open reports. */
export const questionStats = z.object({
  answered: z.number().int(),
  correct: z.number().int(),
  reports: z.number().int(),
  topWrong: z.array(z.object({ answer: z.string(), count: z.number().int() })),
  openReports: z.array(
    z.object({ reason: z.enum(reportReasons), note: z.string().nullable(), createdAt: z.string() }),
  ),
});
export type QuestionStats = z.infer<typeof questionStats>;
