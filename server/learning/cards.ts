import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { learnerReviews, reviewCards, reviewPending } from '../db/schema';
import { type CardState, rateCard } from './fsrs';

export type CardRow = typeof reviewCards.$inferSelect;

/**
 * Locks the learner's row in learner_reviews (made on first use) for the rest of the
 * transaction: a learner's review calls are serialised on any number of instances. Answers
 * today's review count.
 */
export async function lockLearner(tx: Tx, userId: string, today: string): Promise<number> {
  await tx.insert(learnerReviews).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(learnerReviews).where(eq(learnerReviews.userId, userId)).for('update');
  return row?.day === today ? row.reviewed : 0;
}

export async function countReview(tx: Tx, userId: string, today: string): Promise<void> {
  await tx
    .update(learnerReviews)
    .set({
      reviewed: sql`case when ${learnerReviews.day} = ${today} then ${learnerReviews.reviewed} + 1 else 1 end`,
      day: today,
    })
    .where(eq(learnerReviews.userId, userId));
}

const stateOf = (row: CardRow): CardState => ({
  due: row.due,
  stability: row.stability,
  difficulty: row.difficulty,
  elapsedDays: row.elapsedDays,
  scheduledDays: row.scheduledDays,
  learningSteps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  lastReview: row.lastReview,
});

/** Writes a rated card (new or updated); `servedAt` is cleared: the card waits for its next turn. */
export async function saveCard(
  tx: Tx,
  key: { userId: string; questionId: number; module: string },
  card: CardState,
): Promise<void> {
  const values = { ...key, ...card, servedAt: null };
  await tx
    .insert(reviewCards)
    .values(values)
    .onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.questionId],
      set: { ...card, servedAt: null },
    });
}

/** Rates a learner's card with ts-fsrs (null when the question has no card yet). */
export function rate(row: CardRow | undefined, correct: boolean, at: Date, dueAtOnce: boolean): CardState {
  const card = row ? stateOf(row) : null;
  // A rating recorded before the card's last review (two calls crossing) is applied at that review's time.
  const when = card?.lastReview && card.lastReview > at ? card.lastReview : at;
  return rateCard(card, correct, when, dueAtOnce);
}

/**
 * Applies the ratings module rounds left in review_pending (server/db/functions.sql), oldest
 * first, with ts-fsrs. Call with the learner locked (lockLearner).
 */
export async function applyPending(tx: Tx, userId: string): Promise<void> {
  const pending = await tx
    .select()
    .from(reviewPending)
    .where(eq(reviewPending.userId, userId))
    .orderBy(asc(reviewPending.id));
  if (pending.length === 0) return;
  const questionIds = [...new Set(pending.map((p) => p.questionId))];
  const cards = new Map(
    (
      await tx
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.questionId, questionIds)))
    ).map((c) => [c.questionId, c]),
  );
  const rated = new Map<number, { module: string; card: CardState }>();
  for (const p of pending) {
    const before = rated.get(p.questionId)?.card;
    const row = before ? ({ ...cards.get(p.questionId)!, ...before } as CardRow) : cards.get(p.questionId);
    rated.set(p.questionId, { module: p.module, card: rate(row, p.correct, p.at, true) });
  }
  for (const [questionId, { module, card }] of rated)
    await saveCard(tx, { userId, questionId, module }, card);
  await tx.delete(reviewPending).where(
    and(
      eq(reviewPending.userId, userId),
      inArray(
        reviewPending.id,
        pending.map((p) => p.id),
      ),
    ),
  );
}
