const percent = (correct: number, answered: number) =>
  answered === 0 ? 0 : Math.round((correct / answered) * 100);

/** Texts of the journey's learning-loop parts (docs/product.md §7); a later issue moves them into the message catalogue. */
export const journeyTexts = {
  streak: 'Your streak',
  current: 'Current streak',
  best: 'Best streak',
  freezes: 'Streak freezes',
  days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
  /** shared/api/learning.ts FREEZE_EVERY_DAYS and MAX_FREEZES (not imported: zod stays out of the bundle). */
  freezeNote:
    'Seven goal days in a row earn a freeze (you can hold two). A freeze keeps your streak on a day you miss.',
  goal: (goal: number) => `A day counts when you answer ${goal} questions, in any module or in review.`,
  week: 'This week',
  weekTotal: (answered: number, correct: number) =>
    `${answered} answered · ${correct} right (${percent(correct, answered)}%)`,
  weekDay: (weekday: string, answered: number, correct: number) =>
    answered === 0 ? `${weekday}: no answers` : `${weekday}: ${correct} of ${answered} right`,
  accuracy: 'Accuracy by module',
  module: 'Module',
  right: 'Right',
  percentHeader: 'Accuracy',
  percent: (correct: number, answered: number) => `${percent(correct, answered)}%`,
  missed: 'Questions you missed',
  noneMissed: 'No questions missed on this day.',
  missedError: 'Could not load the questions you missed.',
} as const;
