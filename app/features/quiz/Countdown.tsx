import { quizTexts } from '../../i18n/catalogue/quiz';
import { useTexts } from '../../i18n/texts';
import { formatTime } from './format-time';

export const WARNING_SECONDS = 10;

/** The clock as m:ss, highlighted at 10 seconds or less (§2.7). */
export function Countdown({ secondsLeft }: { secondsLeft: number }) {
  const t = useTexts(quizTexts);
  const warning = secondsLeft <= WARNING_SECONDS;
  return (
    <div className={warning ? 'clock clock--warning' : 'clock'} data-warning={warning}>
      <span className="visually-hidden">{t.timeLeft}</span>
      <span role="timer" aria-live="off">
        {formatTime(secondsLeft)}
      </span>
      {/* Said once, not every second. */}
      <span className="visually-hidden" aria-live="polite">
        {warning && secondsLeft > 0 ? t.tenSeconds(WARNING_SECONDS) : ''}
      </span>
    </div>
  );
}
