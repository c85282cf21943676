import { useProgress } from '../../api/progress';
import { isoDay } from '../../lib/dates';
import { readDailyScore } from './daily-score';
import type { ResultRow } from './useQuizRound';

/**
 * MCQ's completion score, 'correct / total' for today: from the server's progress, else the
 * local daily cache (§8), else this round's answers.
 */
export function McqScore({ moduleKey, rows }: { moduleKey: string; rows: ResultRow[] }) {
  const progress = useProgress();
  if (progress.loading) return null;
  const score = progress.data?.userScore[moduleKey]?.[isoDay()] ??
    readDailyScore(moduleKey) ?? {
      correct: rows.filter((r) => r.isCorrect).length,
      total: rows.length,
    };
  return (
    <p className="score">
      <span className="score__label">Today's score</span>
      <span className="score__value">
        {score.correct} / {score.total}
      </span>
    </p>
  );
}
