import { useEffect, useRef } from 'react';
import { teachTexts } from '../../../i18n/catalogue/teach';
import { useTexts } from '../../../i18n/texts';

/**
 * A question asked in place before a step that cannot be undone (a new code, removing a member):
 * it takes the focus, so a screen reader says it, and the button that opened it is gone.
 */
export function ConfirmBox({
  message,
  yes,
  busy,
  onYes,
  onCancel,
}: {
  message: string;
  yes: string;
  busy: boolean;
  onYes: () => void;
  onCancel: () => void;
}) {
  const t = useTexts(teachTexts);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="danger-zone stack">
      <p ref={ref} tabIndex={-1}>
        {message}
      </p>
      <div className="actions">
        <button type="button" className="button button--danger" disabled={busy} onClick={onYes}>
          {yes}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}
