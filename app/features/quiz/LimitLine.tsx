import { useProgress } from '../../api/progress';
import { quizTexts } from '../../i18n/catalogue/quiz';
import { useTexts } from '../../i18n/texts';
import { isoDay } from '../../lib/dates';

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
  const t = useTexts(quizTexts);
  const progress = useProgress(!pro && attempted === null);
  if (pro) return <p className="limit-line">{t.unlimited}</p>;
  const done = attempted ?? progress.data?.userScore[moduleKey]?.[isoDay()]?.total ?? 0;
  return <p className="limit-line">{t.limitLine(limit ?? configured ?? '…', done)}</p>;
}
