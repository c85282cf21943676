import { type Card, createEmptyCard, fsrs, Rating, type State } from 'ts-fsrs';

/** A review card as stored (review_cards): ts-fsrs's Card, its dates as Date. */
export interface CardState {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

// ts-fsrs's defaults (FSRS-6, 90% retention, learning steps 1m and 10m), without fuzz so a
// schedule can be tested; one scheduler for the process.
const scheduler = fsrs({ enable_fuzz: false });

const toCard = (c: CardState): Card => ({
  due: c.due,
  stability: c.stability,
  difficulty: c.difficulty,
  elapsed_days: c.elapsedDays,
  scheduled_days: c.scheduledDays,
  learning_steps: c.learningSteps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state as State,
  last_review: c.lastReview ?? undefined,
});

/**
 * Rates a card (null: the question has none yet): right → Good, wrong or late → Again.
 * `dueAtOnce`: a mistake made in a module round is due for review at once (docs/product.md §7),
 * where ts-fsrs would wait for its first learning step; in review its steps stand, so a card
 * just answered is not shown again straight away.
 */
export function rateCard(card: CardState | null, correct: boolean, at: Date, dueAtOnce = false): CardState {
  const next = scheduler.next(
    card ? toCard(card) : createEmptyCard(at),
    at,
    correct ? Rating.Good : Rating.Again,
  ).card;
  return {
    due: !correct && dueAtOnce ? at : next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    elapsedDays: next.elapsed_days,
    scheduledDays: next.scheduled_days,
    learningSteps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    lastReview: next.last_review ?? at,
  };
}
