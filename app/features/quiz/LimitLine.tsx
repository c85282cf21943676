import { useProgress } from '../../api/progress';
import { isoDay } from '../../lib/dates';
import { quizTexts } from './quiz-texts';

interface LimitLineProps {
  pro: boolean;
  /** From the latest fetch; before the first one, from the config and today's progress. */
  attempted: number | null;
  limit: number | 'Unlimited' | null;
  /** The module's configured limit, shown before the first fetch says. */
  configured?: number;
  moduleKey: string;
}

/** Vakya shudhi's line (§2.7): 'Daily Limit: N | Attempted: X of N', or unlimited for pro. */
export function LimitLine({ pro, attempted, limit, configured, moduleKey }: LimitLineProps) {
  const progress = useProgress(!pro && attempted === null);
  if (pro) return <p className="limit-line">{quizTexts.unlimited}</p>;
  const done = attempted ?? progress.data?.userScore[moduleKey]?.[isoDay()]?.total ?? 0;
  return <p className="limit-line">{quizTexts.limitLine(limit ?? configured ?? '…', done)}</p>;
}
