import { sql } from 'drizzle-orm';
import { authTexts } from '../../shared/api/auth';
import type { FetchAnswer, ServedQuestion, SubmitResult, TodayResult, TodayRow } from '../../shared/api/quiz';
import type { QuizModule } from '../../shared/modules';
import { promptText } from '../../shared/prompt-text';
import { dailyLimit, type Settings, UNLIMITED } from '../../shared/settings';
import type { SessionKey } from '../accounts/sessions';
import type { Database, Prepared } from '../db/client';
import { forbidden, HttpError, notFound, unauthorized } from '../http-errors';
import { today } from './day';
import { questionCache } from './question-cache';

/** Seconds added to a question's time before the server calls an answer late (network, rendering). */
export const GRACE_SECONDS = 5;
export const END_OF_DAY_MESSAGE = "That's All for today! Come back tomorrow for more learning and fun";
export const TIME_RAN_OUT_MESSAGE =
  "Time ran out on your last question, so today's round has ended. Come back tomorrow!";
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

export interface EngineOptions {
  database: Database;
  timeZone: string;
  readSettings: () => Promise<Settings>;
}

type FetchRow =
  | {
      question: ServedQuestion;
      lastQuestion: boolean;
      attempted: number;
      remaining: number;
      pro: boolean;
    }
  | { endOfDay: true; expired: boolean; pro: boolean }
  | { empty: true }
  | { unauthorized: true };

type SubmitRow =
  | { status: 'recorded' | 'already'; correct: boolean; late: boolean; lastQuestion: boolean; pro: boolean }
  | { status: 'limit' | 'unserved' | 'stale' | 'unauthorized' };

const FETCH: Prepared = {
  name: 'sopan_fetch',
  text: 'select sopan_fetch($1, $2, $3, $4, $5::int, $6::int, $7) as r',
};
const SUBMIT: Prepared = {
  name: 'sopan_submit',
  text: 'select sopan_submit($1, $2, $3, $4, $5::int, $6::bigint, $7::bigint, $8, $9) as r',
};
const TODAY: Prepared = {
  name: 'sopan_today',
  text: 'select sopan_today($1, $2, $3, $4::int) as r',
};
interface TodayRecord {
  questionId: string;
  answer: string | null;
  correct: boolean;
  late: boolean;
  prompt: Record<string, unknown>;
  answers: Record<string, unknown>;
  explanation: string | null;
}
const LEARNER: Prepared = { name: 'sopan_learner', text: 'select sopan_learner($1, $2) as pro' };

/** A free learner's daily limit as the database functions take it: null means none. */
function freeLimitIn(settings: Settings, module: QuizModule): number | null {
  const limit = dailyLimit(settings, module);
  return limit === UNLIMITED ? null : limit;
}

/**
 * The daily practice rules of docs/product.md §3. The rules themselves run in the database
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
    return {
      freeLimit: freeLimitIn(settings, module),
      /** The time allowed per question, without the grace. */
      seconds: settings.quizTimes[module.timeKey] ?? 60,
    };
  }

  async function requireSession(session: SessionKey): Promise<void> {
    const [row] = await database.query<{ pro: boolean | null }>(LEARNER, [session.userId, session.tokenHash]);
    if (row?.pro == null) throw unauthorized(authTexts.notLoggedIn);
  }

  const limitFor = (pro: boolean, freeLimit: number | null) =>
    pro || freeLimit === null ? UNLIMITED : freeLimit;

  async function fetchQuestion(session: SessionKey, module: QuizModule): Promise<FetchAnswer> {
    const { freeLimit, seconds } = await rulesFor(module, session);
    const [row] = await database.query<{ r: FetchRow }>(FETCH, [
      session.userId,
      session.tokenHash,
      module.key,
      today(timeZone),
      freeLimit,
      seconds + GRACE_SECONDS,
      !!module.hasDay,
    ]);
    const r = row!.r;
    if ('unauthorized' in r) throw unauthorized(authTexts.notLoggedIn);
    if ('empty' in r) throw notFound(quizTexts.noQuestions);
    if ('endOfDay' in r)
      return { endOfDay: true, message: r.expired ? TIME_RAN_OUT_MESSAGE : END_OF_DAY_MESSAGE };
    const { pro, remaining, ...served } = r;
    return {
      ...served,
      limit: limitFor(pro, freeLimit),
      secondsLeft: Math.min(seconds, Math.max(0, remaining - GRACE_SECONDS)),
    };
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
            correctAnswers: module.correctAnswers(question.fields),
            alreadyAnswered: r.status === 'already',
            lastQuestion: r.lastQuestion,
            late: r.late,
            explanation: question.explanation ?? null,
            // Box by box, for an answer judged now; a late one is wrong in every box.
            ...(verdict.perAnswer && r.status === 'recorded'
              ? { perAnswer: verdict.perAnswer.map((ok) => ok && !r.late) }
              : {}),
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

  /** Today's answers in a module (timed-out ones included), so results survive a reload. */
  async function todayResults(learner: Learner, module: QuizModule): Promise<TodayResult> {
    // Results stay readable when a module is made unavailable: no availability check here.
    const settings = await readSettings();
    const freeLimit = freeLimitIn(settings, module);
    const seconds = settings.quizTimes[module.timeKey] ?? 60;
    const availability = settings.moduleAvailability[module.availabilityKey];
    const [row] = await database.query<{
      r: { rows: TodayRecord[]; endOfDay: boolean; pendingRemaining: number | null };
    }>(TODAY, [learner.id, module.key, today(timeZone), learner.pro ? null : freeLimit]);
    const rows = row!.r.rows.map((a): TodayRow => {
      const fields = { ...a.prompt, ...a.answers };
      return {
        _id: a.questionId,
        prompt: promptText(module, a.prompt),
        yourAnswer: a.answer,
        correctAnswers: module.correctAnswers(fields),
        correct: a.correct,
        late: a.late,
        explanation: a.explanation,
      };
    });
    const { endOfDay, pendingRemaining } = row!.r;
    return {
      rows,
      correct: rows.filter((r) => r.correct).length,
      total: rows.length,
      endOfDay,
      // The clock ended today's round: a late answer, or a question left waiting past its deadline.
      message: endOfDay ? (rows.at(-1)?.late ? TIME_RAN_OUT_MESSAGE : END_OF_DAY_MESSAGE) : null,
      waitingSecondsLeft:
        endOfDay || pendingRemaining === null
          ? null
          : Math.min(seconds, Math.max(0, pendingRemaining - GRACE_SECONDS)),
      unavailable:
        availability && !availability.available
          ? quizTexts.unavailable(module, availability.availableOn)
          : null,
    };
  }

  return { fetchQuestion, submitAnswer, markDayDone, todayResults };
}

export type Engine = ReturnType<typeof createEngine>;
