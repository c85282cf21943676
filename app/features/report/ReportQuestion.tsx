import { useEffect, useId, useRef, useState } from 'react';
import { ApiError, isUnauthorized } from '../../api/client';
import { errorText, serverText } from '../../api/error-text';
import { reportQuestion } from '../../api/learning';
import { type ReportReason, reportReasonList, reportTexts } from '../../i18n/catalogue/report';
import { useTexts } from '../../i18n/texts';

interface ReportQuestionProps {
  moduleKey: string;
  questionId: string;
  /** The form opened: a round holds its automatic advance while the learner writes. */
  onOpen?: () => void;
}

/**
 * "Report" under an answered question (docs/product.md §7): a reason, an optional note, sent once.
 * A second report of the same question (409) says so; the button does not come back either way.
 */
export function ReportQuestion({ moduleKey, questionId, onOpen }: ReportQuestionProps) {
  const t = useTexts(reportTexts);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const firstReason = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) firstReason.current?.focus();
  }, [open]);

  if (outcome)
    return (
      <p className="report__outcome" role="status">
        {outcome}
      </p>
    );

  if (!open)
    return (
      <p className="report">
        <button
          type="button"
          className="button button--quiet button--small report__open"
          onClick={() => {
            setOpen(true);
            onOpen?.();
          }}
        >
          <span aria-hidden="true">⚑ </span>
          {t.open}
        </button>
      </p>
    );

  async function send(e: React.FormEvent) {
    e.preventDefault();
    if (sending) return;
    if (!reason) {
      setError(t.chooseReason);
      return;
    }
    setError(null);
    setSending(true);
    try {
      const trimmed = note.trim();
      const answer = await reportQuestion(
        moduleKey,
        questionId,
        trimmed ? { reason, note: trimmed } : { reason },
      );
      setOutcome(serverText(answer.message, t.thanks));
    } catch (err) {
      if (isUnauthorized(err)) return;
      if (err instanceof ApiError && err.status === 409) setOutcome(t.already);
      else setError(errorText(err, t.failed));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="report__form" noValidate onSubmit={send} aria-labelledby={`${id}-legend`}>
      <fieldset className="report__reasons">
        <legend id={`${id}-legend`}>{t.legend}</legend>
        {reportReasonList.map((r, i) => (
          <label key={r} className="check">
            <input
              ref={i === 0 ? firstReason : undefined}
              type="radio"
              name={`${id}-reason`}
              value={r}
              checked={reason === r}
              onChange={() => {
                setReason(r);
                setError(null);
              }}
            />
            {t.reasons[r]}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-note`}>{t.note}</label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button button--small button--primary" disabled={sending}>
          {sending ? t.sending : t.send}
        </button>
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            setOpen(false);
            setError(null);
          }}
        >
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
