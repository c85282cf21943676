import { useEffect, useId, useRef } from 'react';
import { papersTexts } from '../../i18n/catalogue/papers';
import { useTexts } from '../../i18n/texts';
import { Swatch } from './Palette';
import { QUESTION_STATES, type QuestionState } from './question-state';

interface Props {
  counts: Record<QuestionState, number>;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Submit's confirmation (docs/product.md §11): how many questions are in each state, then Yes or
 * back to the paper. A modal <dialog> (focus kept inside, Escape goes back) where the browser
 * has one; focus returns to where it was.
 */
export function SubmitDialog({ counts, busy, error, onConfirm, onCancel }: Props) {
  const t = useTexts(papersTexts);
  const ref = useRef<HTMLDialogElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current!;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    backRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (before?.isConnected) before.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="paper-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{t.confirmTitle}</h2>
      <p>{t.confirmIntro}</p>
      <table className="results paper-dialog__counts">
        <thead>
          <tr>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.count}</th>
          </tr>
        </thead>
        <tbody>
          {QUESTION_STATES.map((s) => (
            <tr key={s}>
              <th scope="row">
                <Swatch state={s} /> {t.states[s]}
              </th>
              <td>{counts[s]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {counts.answeredMarked > 0 && <p className="note">{t.confirmMarked}</p>}
      <p>{t.confirmWarning}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button" ref={backRef} onClick={onCancel} disabled={busy}>
          {t.cancel}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy}>
          {busy ? t.submitting : t.confirm}
        </button>
      </div>
    </dialog>
  );
}
