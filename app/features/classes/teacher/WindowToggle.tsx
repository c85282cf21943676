import { useId } from 'react';
import { teachTexts } from '../../../i18n/catalogue/teach';
import { useTexts } from '../../../i18n/texts';
import { PROGRESS_WINDOWS, type ProgressWindow } from './teach-data';

/** The last 7 or 30 days: the span the roster, the module accuracy and the misses count. */
export function WindowToggle({
  days,
  onChange,
}: {
  days: ProgressWindow;
  onChange: (days: ProgressWindow) => void;
}) {
  const t = useTexts(teachTexts);
  const id = useId();
  return (
    <fieldset className="segmented window-toggle">
      <legend>{t.window}</legend>
      {PROGRESS_WINDOWS.map((d) => (
        <label key={d} className="check">
          <input type="radio" name={id} value={d} checked={days === d} onChange={() => onChange(d)} />
          {t.days(d)}
        </label>
      ))}
    </fieldset>
  );
}
