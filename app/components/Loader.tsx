import { shellTexts } from '../i18n/catalogue/shell';
import { useTexts } from '../i18n/texts';

/** The two loading indicators of §2.12: a full-screen translucent overlay, and an inline centred one. */
export function Loader({ overlay = false, label }: { overlay?: boolean; label?: string }) {
  const t = useTexts(shellTexts);
  return (
    <div className={overlay ? 'loader loader--overlay' : 'loader'} role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t.loading}</span>
    </div>
  );
}
