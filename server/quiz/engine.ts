import { sql } from 'drizzle-orm';
import type { QuizModule } from '../../shared/modules';
import { dailyLimit, type Settings, UNLIMITED } from '../../shared/settings';
import { type Db, queryRows } from '../db/client';
import { forbidden, HttpError, notFound } from '../http-errors';
import { localDay } from './day';

/** Seconds added to a question's time before the server calls an answer late (network, rendering). */
export const GRACE_SECONDS = 5;
export const END_OF_DAY_MESSAGE = "That's All for today! Come back tomorrow for more learning and fun";
export const quizTexts = {
  notServed: 'This question was not served to you. Fetch a question first.',
  limitReached: "You have reached today's limit for this module.",
  noQuestions: 'No questions found.',
  unavailable: (m: QuizModule, on: string) =>
    `${m.title} is not available yet. ${on ? `Available from: ${on}` : 'Coming Soon'}`,
};

export interface Learner {
  id: string;
  pro: boolean;
}

export type FetchResult =
  | {
      question: { _id: string } & Record<string, unknown>;
      lastQuestion: boolean;
      attempted: number;
      limit: number | typeof UNLIMITED;
    }
  | { endOfDay: true; message: string };

export interface SubmitResult {
  correct: boolean;
  correctAnswers: string[];
  alreadyAnswered: boolean;
  lastQuestion: boolean;
  explanation?: string;
}

export interface EngineOptions {
  db: Db;
  timeZone: string;
  readSettings: () => Promise<Settings>;
}

type FetchRow =
  | { question: { _id: string } & Record<string, unknown>; lastQuestion: boolean; attempted: number }
  | { endOfDay: true }
  | { empty: true };

interface ServedRow {
  attempt: number;
  deadline: Date;
  answered: boolean;
  correct: boolean | null;
  last_question: boolean;
  prompt: Record<string, unknown>;
  answer: Record<string, unknown>;
  day: number | null;
  explanation: string | null;
}

/**
 * The daily practice rules of PRODUCT.md §3. The rules themselves run in the database
 * (server/db/migrations/0001_quiz_functions.sql), one round trip per call, serialised per
 * learner and module by a row lock; judging runs here, from the module registry.
 */
export function createEngine({ db, timeZone, readSettings }: EngineOptions) {
  async function rulesFor(module: QuizModule, learner: Learner) {
    const settings = await readSettings();
    const availability = settings.moduleAvailability[module.availabilityKey];
    if (availability && !availability.available)
      throw forbidden(quizTexts.unavailable(module, availability.availableOn));
    const limit = learner.pro ? UNLIMITED : dailyLimit(settings, module.limitKey);
    return {
      limit,
      /** What the database functions take: null means no limit, no deadline, no end of day. */
      sqlLimit: limit === UNLIMITED ? null : limit,
      seconds: (settings.quizTimes[module.timeKey] ?? 60) + GRACE_SECONDS,
    };
  }

  async function fetchQuestion(learner: Learner, module: QuizModule): Promise<FetchResult> {
    const { limit, sqlLimit, seconds } = await rulesFor(module, learner);
    const [row] = await queryRows<{ r: FetchRow }>(
      db,
      sql`select sopan_fetch(${learner.id}, ${module.key}, ${localDay(timeZone)}, ${sqlLimit}::int, ${seconds}::int, ${!!module.hasDay}) as r`,
    );
    const r = row!.r;
    if ('empty' in r) throw notFound(quizTexts.noQuestions);
    if ('endOfDay' in r) return { endOfDay: true, message: END_OF_DAY_MESSAGE };
    return { ...r, limit };
  }

  async function submitAnswer(
    learner: Learner,
    module: QuizModule,
    submission: Record<string, unknown>,
  ): Promise<SubmitResult> {
    const { sqlLimit } = await rulesFor(module, learner);
    const questionId = Number(submission[module.idField]);
    const [served] = await queryRows<ServedRow>(
      db,
      sql`select a.id as attempt, a.deadline, a.answered_at is not null as answered, a.correct, a.last_question,
                 q.prompt, q.answer, q.day, q.explanation
          from attempts a join questions q on q.id = a.question_id
          where a.user_id = ${learner.id} and a.module = ${module.key} and a.question_id = ${questionId}
          order by a.answered_at is null desc, a.id desc limit 1`,
    );
    if (!served) throw new HttpError(400, quizTexts.notServed);
    const verdict = module.judge(
      { ...served.prompt, ...served.answer, day: served.day },
      submission,
      module.folding,
    );
    const reply = (correct: boolean, alreadyAnswered: boolean): SubmitResult => ({
      correct,
      correctAnswers: verdict.correctAnswers,
      alreadyAnswered,
      lastQuestion: served.last_question,
      explanation: served.explanation ?? undefined,
    });
    if (served.answered) return reply(!!served.correct, true);
    const late = sqlLimit !== null && new Date(served.deadline).getTime() < Date.now();
    const [row] = await queryRows<{ r: { status: 'recorded' | 'already' | 'limit'; correct?: boolean } }>(
      db,
      sql`select sopan_submit(${learner.id}, ${module.key}, ${localDay(timeZone)}, ${sqlLimit}::int, ${served.attempt}::bigint,
                              ${questionId}::bigint, ${module.answerText(submission)}, ${verdict.correct}, ${late}) as r`,
    );
    const r = row!.r;
    if (r.status === 'limit') throw new HttpError(409, quizTexts.limitReached);
    return reply(!!r.correct, r.status === 'already');
  }

  /** The day-done marker: ends the module today for a free learner; ignored for pro learners. */
  async function markDayDone(learner: Learner, module: QuizModule): Promise<{ message: string }> {
    if (learner.pro) return { message: 'Pro learners are never cut off.' };
    await db.execute(sql`select sopan_day_done(${learner.id}, ${module.key}, ${localDay(timeZone)})`);
    return { message: 'Done for today.' };
  }

  return { fetchQuestion, submitAnswer, markDayDone };
}

export type Engine = ReturnType<typeof createEngine>;
