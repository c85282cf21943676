import { formatTime } from './format-time';

export const WARNING_SECONDS = 10;

/** The clock as m:ss, highlighted at 10 seconds or less (§2.7). */
export function Countdown({ secondsLeft }: { secondsLeft: number }) {
  const warning = secondsLeft <= WARNING_SECONDS;
  return (
    <div className={warning ? 'clock clock--warning' : 'clock'} data-warning={warning}>
      <span className="visually-hidden">Time left: </span>
      <span role="timer" aria-live="off">
        {formatTime(secondsLeft)}
      </span>
      {/* Said once, not every second. */}
      <span className="visually-hidden" aria-live="polite">
        {warning && secondsLeft > 0 ? `${WARNING_SECONDS} seconds or less left` : ''}
      </span>
    </div>
  );
}
