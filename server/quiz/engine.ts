import { sql } from 'drizzle-orm';
import type { QuizModule } from '../../shared/modules';
import { dailyLimit, type Settings, UNLIMITED } from '../../shared/settings';
import { type Db, queryRows, type Tx } from '../db/client';
import { forbidden, HttpError, notFound } from '../http-errors';
import { localDay } from './day';
import type { StoredQuestion } from './questions';
import { toRow } from './questions';

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

interface Attempt {
  id: number;
  question_id: number;
  deadline: Date;
  served_day: string;
  answered_at: Date | null;
  correct: boolean | null;
  last_question: boolean;
}

interface ModuleState {
  cursor: number;
  days_practised: number;
  answered: number;
  done: boolean;
}

export interface EngineOptions {
  db: Db;
  timeZone: string;
  readSettings: () => Promise<Settings>;
}

/**
 * The daily practice rules of PRODUCT.md §3. Every call for one learner and module runs in a
 * transaction that first locks that learner's row in `learner_modules`, so parallel requests
 * (even on two server instances) are serialised and counting is exact.
 */
export function createEngine({ db, timeZone, readSettings }: EngineOptions) {
  async function settingsFor(module: QuizModule, learner: Learner) {
    const settings = await readSettings();
    const availability = settings.moduleAvailability[module.availabilityKey];
    if (availability && !availability.available)
      throw forbidden(quizTexts.unavailable(module, availability.availableOn));
    const limit = learner.pro ? UNLIMITED : dailyLimit(settings, module.limitKey);
    const seconds = settings.quizTimes[module.timeKey] ?? 60;
    return { limit, seconds };
  }

  /** Locks (creating if needed) the learner's module row and today's counter; counts today as practised. */
  async function lockState(tx: Tx, userId: string, module: QuizModule, today: string): Promise<ModuleState> {
    const [lm] = await queryRows<{ cursor: number; days_practised: number }>(
      tx,
      sql`insert into learner_modules (user_id, module, days_practised, last_day) values (${userId}, ${module.key}, 1, ${today})
          on conflict (user_id, module) do update set
            days_practised = learner_modules.days_practised + case when learner_modules.last_day is distinct from ${today}::date then 1 else 0 end,
            last_day = ${today}
          returning cursor, days_practised`,
    );
    const [daily] = await queryRows<{ answered: number; done: boolean }>(
      tx,
      sql`insert into daily_progress (user_id, module, day) values (${userId}, ${module.key}, ${today})
          on conflict (user_id, module, day) do update set answered = daily_progress.answered
          returning answered, done`,
    );
    return {
      cursor: Number(lm!.cursor),
      days_practised: lm!.days_practised,
      answered: daily!.answered,
      done: daily!.done,
    };
  }

  async function pendingAttempt(tx: Tx, userId: string, module: QuizModule): Promise<Attempt | undefined> {
    const [a] = await queryRows<Attempt>(
      tx,
      sql`select id, question_id, deadline, served_day::text as served_day, answered_at, correct, last_question
          from attempts where user_id = ${userId} and module = ${module.key} and answered_at is null`,
    );
    return (
      a && { ...a, deadline: new Date(a.deadline), question_id: Number(a.question_id), id: Number(a.id) }
    );
  }

  /** Records an answer (or a time-out, as wrong) on the attempt and the day it was served or answered. */
  async function recordAnswer(
    tx: Tx,
    userId: string,
    module: QuizModule,
    attempt: Attempt,
    result: { answer: string | null; correct: boolean; day: string; endsDay: boolean },
  ) {
    await tx.execute(
      sql`update attempts set answered_at = now(), answered_day = ${result.day}, answer = ${result.answer}, correct = ${result.correct}
          where user_id = ${userId} and id = ${attempt.id}`,
    );
    await tx.execute(
      sql`insert into daily_progress (user_id, module, day, answered, correct, done)
          values (${userId}, ${module.key}, ${result.day}, 1, ${result.correct ? 1 : 0}, ${result.endsDay})
          on conflict (user_id, module, day) do update set
            answered = daily_progress.answered + 1,
            correct = daily_progress.correct + ${result.correct ? 1 : 0},
            done = daily_progress.done or ${result.endsDay}`,
    );
    await tx.execute(
      sql`update learner_questions set last_correct = ${result.correct}
          where user_id = ${userId} and question_id = ${attempt.question_id}`,
    );
  }

  async function questionById(tx: Tx, id: number): Promise<StoredQuestion> {
    const [q] = await queryRows<Record<string, unknown>>(tx, sql`select * from questions where id = ${id}`);
    if (!q) throw notFound(quizTexts.noQuestions);
    return {
      id: Number(q.id),
      module: q.module as string,
      prompt: q.prompt as Record<string, unknown>,
      answer: q.answer as Record<string, unknown>,
      day: q.day as number | null,
      explanation: q.explanation as string | null,
    } as StoredQuestion;
  }

  /** Serving order: unseen first (shabd shudhi: the learner's day, then earlier, then later days); then wrong; then least recent. */
  async function pickNext(
    tx: Tx,
    userId: string,
    module: QuizModule,
    state: ModuleState,
  ): Promise<{ id: number; unseen: boolean } | undefined> {
    const m = module.key;
    const unseenWhere = (extra: ReturnType<typeof sql>) => sql`
      select id from questions q where module = ${m} and deleted_at is null and ${extra}
        and not exists (select 1 from learner_questions lq where lq.user_id = ${userId} and lq.question_id = q.id)`;
    const candidates = module.hasDay
      ? [
          sql`${unseenWhere(sql`day = ${state.days_practised}`)} order by id limit 1`,
          sql`${unseenWhere(sql`(day < ${state.days_practised} or day is null)`)} order by day, id limit 1`,
          // Every question is seen before any repeats, so later days' words come before repeats.
          sql`${unseenWhere(sql`day > ${state.days_practised}`)} order by day, id limit 1`,
        ]
      : [
          sql`select id from questions where module = ${m} and deleted_at is null and id > ${state.cursor} order by id limit 1`,
        ];
    for (const query of candidates) {
      const [row] = await queryRows<{ id: number }>(tx, query);
      if (row) return { id: Number(row.id), unseen: true };
    }
    const [repeat] = await queryRows<{ id: number }>(
      tx,
      sql`select lq.question_id as id from learner_questions lq join questions q on q.id = lq.question_id and q.deleted_at is null
          where lq.user_id = ${userId} and lq.module = ${m}
          order by (lq.last_correct is distinct from false), lq.last_seen_at limit 1`,
    );
    return repeat && { id: Number(repeat.id), unseen: false };
  }

  async function fetchQuestion(learner: Learner, module: QuizModule): Promise<FetchResult> {
    const { limit, seconds } = await settingsFor(module, learner);
    const today = localDay(timeZone);
    const endOfDay = { endOfDay: true as const, message: END_OF_DAY_MESSAGE };
    return db.transaction(async (tx) => {
      const state = await lockState(tx, learner.id, module, today);
      const pending = await pendingAttempt(tx, learner.id, module);
      if (pending) {
        if (learner.pro || pending.deadline.getTime() > Date.now()) {
          const q = await questionById(tx, pending.question_id);
          return {
            question: { _id: String(q.id), ...q.prompt },
            lastQuestion: pending.last_question,
            attempted: state.answered,
            limit,
          };
        }
        // Time ran out while the learner was away: the question counts as wrong on the day it was served.
        const servedToday = pending.served_day === today;
        await recordAnswer(tx, learner.id, module, pending, {
          answer: null,
          correct: false,
          day: pending.served_day,
          endsDay: servedToday,
        });
        if (servedToday) return endOfDay;
      }
      if (!learner.pro && (state.done || (limit !== UNLIMITED && state.answered >= limit))) return endOfDay;
      const next = await pickNext(tx, learner.id, module, state);
      if (!next) throw notFound(quizTexts.noQuestions);
      const lastQuestion = limit !== UNLIMITED && state.answered + 1 >= limit;
      await tx.execute(
        sql`insert into attempts (user_id, module, question_id, served_day, deadline, last_question)
            values (${learner.id}, ${module.key}, ${next.id}, ${today}, now() + make_interval(secs => ${seconds + GRACE_SECONDS}), ${lastQuestion})`,
      );
      await tx.execute(
        sql`insert into learner_questions (user_id, question_id, module, last_seen_at) values (${learner.id}, ${next.id}, ${module.key}, now())
            on conflict (user_id, question_id) do update set last_seen_at = now()`,
      );
      if (next.unseen && !module.hasDay) {
        await tx.execute(
          sql`update learner_modules set cursor = ${next.id} where user_id = ${learner.id} and module = ${module.key}`,
        );
      }
      const q = await questionById(tx, next.id);
      return { question: { _id: String(q.id), ...q.prompt }, lastQuestion, attempted: state.answered, limit };
    });
  }

  async function submitAnswer(
    learner: Learner,
    module: QuizModule,
    submission: Record<string, unknown>,
  ): Promise<SubmitResult> {
    const settings = await readSettings();
    const limit = learner.pro ? UNLIMITED : dailyLimit(settings, module.limitKey);
    const questionId = Number(submission[module.idField]);
    const today = localDay(timeZone);
    return db.transaction(async (tx) => {
      const state = await lockState(tx, learner.id, module, today);
      const [attempt] = await queryRows<Attempt>(
        tx,
        sql`select id, question_id, deadline, served_day::text as served_day, answered_at, correct, last_question
            from attempts where user_id = ${learner.id} and module = ${module.key} and question_id = ${questionId}
            order by (answered_at is null) desc, id desc limit 1`,
      );
      if (!attempt) throw new HttpError(400, quizTexts.notServed);
      const q = await questionById(tx, questionId);
      const verdict = module.judge(toRow(q), submission, module.folding);
      const explanation = q.explanation ?? undefined;
      if (attempt.answered_at) {
        return {
          correct: !!attempt.correct,
          correctAnswers: verdict.correctAnswers,
          alreadyAnswered: true,
          lastQuestion: attempt.last_question,
          explanation,
        };
      }
      if (!learner.pro && limit !== UNLIMITED && state.answered >= limit)
        throw new HttpError(409, quizTexts.limitReached);
      const late = !learner.pro && new Date(attempt.deadline).getTime() < Date.now();
      const correct = verdict.correct && !late;
      const normalised = { ...attempt, id: Number(attempt.id), question_id: Number(attempt.question_id) };
      await recordAnswer(tx, learner.id, module, normalised, {
        answer: module.answerText(submission),
        correct,
        day: today,
        endsDay: late,
      });
      return {
        correct,
        correctAnswers: verdict.correctAnswers,
        alreadyAnswered: false,
        lastQuestion: attempt.last_question,
        explanation,
      };
    });
  }

  /** The day-done marker: ends the module today for a free learner; the pending question counts as timed out. */
  async function markDayDone(learner: Learner, module: QuizModule): Promise<{ message: string }> {
    if (learner.pro) return { message: 'Pro learners are never cut off.' };
    const today = localDay(timeZone);
    await db.transaction(async (tx) => {
      await lockState(tx, learner.id, module, today);
      const pending = await pendingAttempt(tx, learner.id, module);
      if (pending)
        await recordAnswer(tx, learner.id, module, pending, {
          answer: null,
          correct: false,
          day: pending.served_day,
          endsDay: true,
        });
      await tx.execute(
        sql`update daily_progress set done = true where user_id = ${learner.id} and module = ${module.key} and day = ${today}`,
      );
    });
    return { message: 'Done for today.' };
  }

  return { fetchQuestion, submitAnswer, markDayDone };
}

export type Engine = ReturnType<typeof createEngine>;
