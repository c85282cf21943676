import { sql } from 'drizzle-orm';
import { authTexts } from '../../shared/api/auth';
import type { QuizModule } from '../../shared/modules';
import { dailyLimit, type Settings, UNLIMITED } from '../../shared/settings';
import type { SessionKey } from '../accounts/sessions';
import type { Database, Prepared } from '../db/client';
import { forbidden, HttpError, notFound, unauthorized } from '../http-errors';
import { today } from './day';
import { questionCache } from './question-cache';

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
  database: Database;
  timeZone: string;
  readSettings: () => Promise<Settings>;
}

type FetchRow =
  | {
      question: { _id: string } & Record<string, unknown>;
      lastQuestion: boolean;
      attempted: number;
      pro: boolean;
    }
  | { endOfDay: true; pro: boolean }
  | { empty: true }
  | { unauthorized: true };

type SubmitRow =
  | { status: 'recorded' | 'already'; correct: boolean; lastQuestion: boolean; pro: boolean }
  | { status: 'limit' | 'unserved' | 'stale' | 'unauthorized' };

const FETCH: Prepared = {
  name: 'sopan_fetch',
  text: 'select sopan_fetch($1, $2, $3, $4, $5::int, $6::int, $7) as r',
};
const SUBMIT: Prepared = {
  name: 'sopan_submit',
  text: 'select sopan_submit($1, $2, $3, $4, $5::int, $6::bigint, $7::bigint, $8, $9) as r',
};
const LEARNER: Prepared = { name: 'sopan_learner', text: 'select sopan_learner($1, $2) as pro' };

/**
 * The daily practice rules of PRODUCT.md §3. The rules themselves run in the database
 * (server/db/functions.sql): one statement per fetch or submit, which checks the session too,
 * serialised per learner and module by a row lock. Judging runs here, from the module registry,
 * on a cached copy of the question whose version the submit checks.
 */
export function createEngine({ database, timeZone, readSettings }: EngineOptions) {
  const cache = questionCache(database);

  async function rulesFor(module: QuizModule, session: SessionKey) {
    const settings = await readSettings();
    const availability = settings.moduleAvailability[module.availabilityKey];
    if (availability && !availability.available) {
      // A visitor hears that they are not logged in before anything about the module.
      await requireSession(session);
      throw forbidden(quizTexts.unavailable(module, availability.availableOn));
    }
    const limit = dailyLimit(settings, module.limitKey);
    return {
      /** A free learner's limit as the database functions take it: null means none. */
      freeLimit: limit === UNLIMITED ? null : limit,
      seconds: (settings.quizTimes[module.timeKey] ?? 60) + GRACE_SECONDS,
    };
  }

  async function requireSession(session: SessionKey): Promise<void> {
    const [row] = await database.query<{ pro: boolean | null }>(LEARNER, [session.userId, session.tokenHash]);
    if (row?.pro == null) throw unauthorized(authTexts.notLoggedIn);
  }

  const limitFor = (pro: boolean, freeLimit: number | null) =>
    pro || freeLimit === null ? UNLIMITED : freeLimit;

  async function fetchQuestion(session: SessionKey, module: QuizModule): Promise<FetchResult> {
    const { freeLimit, seconds } = await rulesFor(module, session);
    const [row] = await database.query<{ r: FetchRow }>(FETCH, [
      session.userId,
      session.tokenHash,
      module.key,
      today(timeZone),
      freeLimit,
      seconds,
      !!module.hasDay,
    ]);
    const r = row!.r;
    if ('unauthorized' in r) throw unauthorized(authTexts.notLoggedIn);
    if ('empty' in r) throw notFound(quizTexts.noQuestions);
    if ('endOfDay' in r) return { endOfDay: true, message: END_OF_DAY_MESSAGE };
    const { pro, ...served } = r;
    return { ...served, limit: limitFor(pro, freeLimit) };
  }

  async function submitAnswer(
    session: SessionKey,
    module: QuizModule,
    submission: Record<string, unknown>,
  ): Promise<SubmitResult> {
    const { freeLimit } = await rulesFor(module, session);
    const questionId = Number(submission[module.idField]);
    // Judged on this instance's copy; the database refuses the verdict ('stale') if the
    // question was edited since, and it is judged again on the fresh copy.
    for (let attempt = 0; ; attempt++) {
      const question = await cache.get(module, questionId, attempt > 0);
      if (!question) {
        await requireSession(session);
        throw new HttpError(400, quizTexts.notServed);
      }
      const verdict = module.judge(question.fields, submission, module.folding);
      const [row] = await database.query<{ r: SubmitRow }>(SUBMIT, [
        session.userId,
        session.tokenHash,
        module.key,
        today(timeZone),
        freeLimit,
        questionId,
        question.version,
        module.answerText(submission),
        verdict.correct,
      ]);
      const r = row!.r;
      switch (r.status) {
        case 'unauthorized':
          throw unauthorized(authTexts.notLoggedIn);
        case 'unserved':
          throw new HttpError(400, quizTexts.notServed);
        case 'limit':
          throw new HttpError(409, quizTexts.limitReached);
        case 'stale':
          if (attempt < 2) continue;
          throw new HttpError(409, 'This question was just changed. Please try again.');
        default:
          return {
            correct: r.correct,
            correctAnswers: verdict.correctAnswers,
            alreadyAnswered: r.status === 'already',
            lastQuestion: r.lastQuestion,
            explanation: question.explanation,
          };
      }
    }
  }

  /** The day-done marker: ends the module today for a free learner; ignored for pro learners. */
  async function markDayDone(learner: Learner, module: QuizModule): Promise<{ message: string }> {
    if (learner.pro) return { message: 'Pro learners are never cut off.' };
    await database.db.execute(sql`select sopan_day_done(${learner.id}, ${module.key}, ${today(timeZone)})`);
    return { message: 'Done for today.' };
  }

  return { fetchQuestion, submitAnswer, markDayDone };
}

export type Engine = ReturnType<typeof createEngine>;
