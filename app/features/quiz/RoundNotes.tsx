import { useEffect, useId, useRef } from 'react';
import type { Limit } from '../../api/quiz';
import { quizTexts } from '../../i18n/catalogue/quiz';
import { useTexts } from '../../i18n/texts';
import { formatTime } from './format-time';
import { useCountdown } from './useCountdown';

/** docs/product.md §8: where the learner is in today's round — "Question 3 of 10" (or 3, unlimited). */
export function RoundCounter({ attempted, limit }: { attempted: number | null; limit: Limit | null }) {
  const t = useTexts(quizTexts);
  if (attempted === null) return null;
  const n = attempted + 1;
  return (
    <p className="quiz__counter">
      {typeof limit === 'number' ? t.questionOf(n, Math.max(limit, n)) : t.questionN(n)}
    </p>
  );
}

/**
 * The start card when a question left earlier still waits: how long its clock has, counting down
 * (it kept running while the learner was away); at zero the screen asks the server again.
 */
export function WaitingNote({
  seconds,
  resetKey,
  onExpire,
}: {
  seconds: number;
  resetKey: number;
  onExpire: () => void;
}) {
  const t = useTexts(quizTexts);
  const left = useCountdown({ seconds, running: true, resetKey, onExpire });
  return (
    <p className="quiz__waiting" role="status">
      {t.waiting(formatTime(left))}
    </p>
  );
}

/** Asked before a running question is left (docs/product.md §8): its clock does not stop. */
export function LeaveConfirm({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const t = useTexts(quizTexts);
  const id = useId();
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  return (
    <div className="leave-confirm" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-ask`}>
      <div className="card leave-confirm__card">
        <p id={`${id}-ask`} className="leave-confirm__ask">
          {t.leaveAsk}
        </p>
        <div className="actions">
          <button type="button" className="button button--primary" ref={stay} onClick={onStay}>
            {t.stay}
          </button>
          <button type="button" className="button button--danger" onClick={onLeave}>
            {t.leave}
          </button>
        </div>
      </div>
    </div>
  );
}
