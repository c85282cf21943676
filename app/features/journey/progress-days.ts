import type { Progress, Score } from '../../api/progress';

/** Every day with progress (YYYY-MM-DD), from both shapes the call answers. */
export function daysWithProgress(progress: Progress): Set<string> {
  const days = new Set(Object.keys(progress.quizProgress));
  for (const byDay of Object.values(progress.userScore)) for (const day of Object.keys(byDay)) days.add(day);
  return days;
}

/** One day's scores by module (§2.10), in the given module order. */
export function dayScores(progress: Progress, day: string, moduleKeys: readonly string[]) {
  return moduleKeys.flatMap((key) => {
    const score = progress.userScore[key]?.[day] ?? countEntries(progress.quizProgress[day]?.[key]);
    return score ? [{ key, ...score }] : [];
  });
}

function countEntries(entries: { correct: boolean }[] | undefined): Score | undefined {
  if (!entries?.length) return undefined;
  return { correct: entries.filter((e) => e.correct).length, total: entries.length };
}

/** A module's days, newest first. */
export function moduleHistory(progress: Progress, key: string) {
  return Object.entries(progress.userScore[key] ?? {})
    .map(([day, score]) => ({ day, ...score }))
    .sort((a, b) => b.day.localeCompare(a.day));
}
