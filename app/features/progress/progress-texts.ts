/** Texts of the learner's progress: home's streak line and tiles, the journey's stats (docs/product.md §7). */
export const progressTexts = {
  /** Home: '🔥 3 · 7/10 today', with ✓ once the goal is met. */
  streakLine: (streak: number, answered: number, goal: number, met: boolean) =>
    `🔥 ${streak} · ${answered}/${goal} today${met ? ' ✓' : ''}`,
  /** The same line for a screen reader. */
  streakSentence: (streak: number, answered: number, goal: number, met = false) =>
    `Streak: ${streak} ${streak === 1 ? 'day' : 'days'}. Today: ${answered} of ${goal} answers toward your daily goal.${met ? ' Goal met.' : ''}`,
  today: 'Today: ',
  answeredToday: (n: number) => `${n} today`,
  done: 'Done',
  doneLong: 'Done for today',
} as const;
