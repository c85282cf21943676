import { papersTexts } from '../../i18n/catalogue/papers';
import { useTexts } from '../../i18n/texts';
import { clockText } from './clock-text';

const WARNING_SECONDS = 5 * 60;

/** The whole-paper clock: mm:ss, highlighted in the last five minutes, which a screen reader hears once, and the last one. */
export function PaperClock({ secondsLeft }: { secondsLeft: number }) {
  const t = useTexts(papersTexts);
  const warning = secondsLeft < WARNING_SECONDS;
  const said = secondsLeft > 0 && secondsLeft < 60 ? t.underMinutes(1) : warning ? t.underMinutes(5) : '';
  return (
    <div className={warning ? 'clock clock--warning' : 'clock'}>
      <span className="visually-hidden">{t.timeLeft}: </span>
      <span role="timer" aria-live="off">
        {clockText(secondsLeft)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {secondsLeft > 0 ? said : ''}
      </span>
    </div>
  );
}
