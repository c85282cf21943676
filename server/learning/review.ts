import { and, asc, count, desc, eq, isNull, lte, min, notInArray, sql } from 'drizzle-orm';
import type { ReviewFetch, ReviewSubmit } from '../../shared/api/learning';
import { findModule, modules } from '../../shared/modules';
import type { Settings } from '../../shared/settings';
import type { Database, Tx } from '../db/client';
import { questions, reviewCards, reviewLog } from '../db/schema';
import { badRequest, conflict } from '../http-errors';
import { today } from '../quiz/day';
import { applyPending, countReview, lockLearner, rate, saveCard } from './cards';

export const reviewTexts = {
  notUp: 'This question is not up for review. Fetch the next review first.',
  limitReached: "You have used today's reviews. Come back tomorrow!",
  unknownModule: (key: string) => `No quiz module called '${key}'.`,
};

export interface Reviewer {
  id: string;
  pro: boolean;
}

interface ReviewOptions {
  database: Database;
  timeZone: string;
  readSettings: () => Promise<Settings>;
}

/**
 * The review answer and the day's total the teacher's class view reads (daily_activity), in one
 * statement. A round answer (serialised by another lock) may make the day's row at the same
 * moment: the conflict clause adds to it.
 */
async function logReview(tx: Tx, row: typeof reviewLog.$inferInsert): Promise<void> {
  const right = row.correct ? 1 : 0;
  await tx.execute(sql`
    with logged as (
      insert into review_log (user_id, question_id, module, day, answer, correct)
      values (${row.userId}, ${row.questionId}, ${row.module}, ${row.day}, ${row.answer}, ${row.correct})
      returning user_id, day)
    insert into daily_activity as da (user_id, day, reviewed, reviewed_correct)
    select user_id, day, 1, ${right} from logged
    on conflict (user_id, day) do update set
      reviewed = da.reviewed + 1, reviewed_correct = da.reviewed_correct + excluded.reviewed_correct`);
}

/** Modules an admin has made unavailable: their cards wait. */
const closedModulesOf = (settings: Settings) =>
  modules
    .filter((m) => settings.moduleAvailability[m.availabilityKey]?.available === false)
    .map((m) => m.key);

/**
 * Review of mistakes (docs/product.md §7): the learner's due cards one at a time, judged by the
 * module's own judge from the registry, rated with ts-fsrs. Each call runs in one transaction
 * with the learner's review row locked, so a free learner's daily reviews are counted exactly
 * and one answer is recorded once, on any number of instances.
 */
export function createReview({ database, timeZone, readSettings }: ReviewOptions) {
  const db = database.db;

  const openCards = (userId: string, closed: string[]) =>
    and(
      eq(reviewCards.userId, userId),
      isNull(questions.deletedAt),
      closed.length ? notInArray(reviewCards.module, closed) : undefined,
    );

  async function nextDueAt(tx: Tx, userId: string, closed: string[]): Promise<string | null> {
    const [row] = await tx
      .select({ at: min(reviewCards.due) })
      .from(reviewCards)
      .innerJoin(questions, eq(questions.id, reviewCards.questionId))
      .where(openCards(userId, closed));
    return row?.at ? new Date(row.at).toISOString() : null;
  }

  async function fetchNext(learner: Reviewer): Promise<ReviewFetch> {
    const settings = await readSettings();
    const closed = closedModulesOf(settings);
    const day = today(timeZone);
    return db.transaction(async (tx) => {
      const reviewed = await lockLearner(tx, learner.id, day);
      await applyPending(tx, learner.id);
      if (!learner.pro && reviewed >= settings.REVIEW_PER_DAY)
        return {
          done: true as const,
          nextDueAt: await nextDueAt(tx, learner.id, closed),
          limitReached: true,
        };
      const now = new Date();
      const due = and(openCards(learner.id, closed), lte(reviewCards.due, now));
      const [card] = await tx
        .select({ questionId: reviewCards.questionId, module: reviewCards.module, prompt: questions.prompt })
        .from(reviewCards)
        .innerJoin(questions, eq(questions.id, reviewCards.questionId))
        .where(due)
        .orderBy(asc(reviewCards.due), asc(reviewCards.questionId))
        .limit(1);
      const module = card && findModule(card.module);
      if (!card || !module)
        return {
          done: true as const,
          nextDueAt: await nextDueAt(tx, learner.id, closed),
          limitReached: false,
        };
      const [{ remaining } = { remaining: 1 }] = await tx
        .select({ remaining: count() })
        .from(reviewCards)
        .innerJoin(questions, eq(questions.id, reviewCards.questionId))
        .where(due);
      // One card is on screen at a time: the one served now.
      await tx
        .update(reviewCards)
        .set({
          servedAt: sql`case when ${reviewCards.questionId} = ${card.questionId} then now() else null end`,
        })
        .where(
          and(
            eq(reviewCards.userId, learner.id),
            sql`(${reviewCards.servedAt} is not null or ${reviewCards.questionId} = ${card.questionId})`,
          ),
        );
      return {
        question: {
          _id: String(card.questionId),
          module: module.key,
          ...(card.prompt as Record<string, string>),
        },
        remaining: Number(remaining),
        secondsLeft: settings.quizTimes[module.timeKey] ?? 60,
      };
    });
  }

  async function submit(learner: Reviewer, body: Record<string, unknown>): Promise<ReviewSubmit> {
    const key = String(body.module ?? '');
    const module = findModule(key);
    if (!module) throw badRequest(reviewTexts.unknownModule(key));
    const parsed = module.submission.safeParse(body);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid answer.');
    const submission = parsed.data as Record<string, unknown>;
    const questionId = Number(submission[module.idField]);
    const settings = await readSettings();
    const day = today(timeZone);
    return db.transaction(async (tx) => {
      const reviewed = await lockLearner(tx, learner.id, day);
      await applyPending(tx, learner.id);
      const [card] = await tx
        .select()
        .from(reviewCards)
        .where(
          and(
            eq(reviewCards.userId, learner.id),
            eq(reviewCards.questionId, questionId),
            eq(reviewCards.module, module.key),
          ),
        );
      const [question] = await tx
        .select({ prompt: questions.prompt, answer: questions.answer, explanation: questions.explanation })
        .from(questions)
        .where(and(eq(questions.id, questionId), eq(questions.module, module.key)));
      if (!card || !question) throw badRequest(reviewTexts.notUp);
      const fields = { ...question.prompt, ...question.answer };
      const answers = { correctAnswers: module.correctAnswers(fields), explanation: question.explanation };
      if (!card.servedAt) {
        // Answered already (a second tap, a retry after a lost reply): the verdict recorded.
        const [last] = await tx
          .select({ correct: reviewLog.correct })
          .from(reviewLog)
          .where(and(eq(reviewLog.userId, learner.id), eq(reviewLog.questionId, questionId)))
          .orderBy(desc(reviewLog.id))
          .limit(1);
        if (!last) throw badRequest(reviewTexts.notUp);
        return {
          correct: last.correct,
          ...answers,
          alreadyAnswered: true,
          nextDueAt: card.due.toISOString(),
        };
      }
      if (!learner.pro && reviewed >= settings.REVIEW_PER_DAY) throw conflict(reviewTexts.limitReached);
      const verdict = module.judge(fields, submission, module.folding);
      const next = rate(card, verdict.correct, new Date(), false);
      await saveCard(tx, { userId: learner.id, questionId, module: module.key }, next);
      await logReview(tx, {
        userId: learner.id,
        questionId,
        module: module.key,
        day,
        answer: module.answerText(submission),
        correct: verdict.correct,
      });
      await countReview(tx, learner.id, day);
      return {
        correct: verdict.correct,
        ...answers,
        alreadyAnswered: false,
        nextDueAt: next.due.toISOString(),
        ...(verdict.perAnswer ? { perAnswer: verdict.perAnswer } : {}),
      };
    });
  }

  return { fetchNext, submit };
}

export type Review = ReturnType<typeof createReview>;
