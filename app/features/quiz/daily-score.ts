import type { Score } from '../../api/progress';
import { compactDay } from '../../lib/dates';

/** The local per-day score cache (§3): MCQ's is `mcqScore_YYYYMMDD`; every module keeps one the same way. */
export const dailyScoreKey = (moduleKey: string, date: Date = new Date()) =>
  `${moduleKey}Score_${compactDay(date)}`;

export function readDailyScore(moduleKey: string, date: Date = new Date()): Score | null {
  try {
    const raw = localStorage.getItem(dailyScoreKey(moduleKey, date));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Score>;
    return typeof parsed.correct === 'number' && typeof parsed.total === 'number'
      ? { correct: parsed.correct, total: parsed.total }
      : null;
  } catch {
    return null;
  }
}

export function recordDailyScore(moduleKey: string, correct: boolean, date: Date = new Date()): Score {
  const before = readDailyScore(moduleKey, date) ?? { correct: 0, total: 0 };
  const after = { correct: before.correct + (correct ? 1 : 0), total: before.total + 1 };
  try {
    localStorage.setItem(dailyScoreKey(moduleKey, date), JSON.stringify(after));
  } catch {
    // Private mode or a full store: the score still shows from the server's progress.
  }
  return after;
}
