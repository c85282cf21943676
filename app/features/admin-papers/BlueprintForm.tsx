import { useId, useState } from 'react';
import { type Blueprint, blueprintSchema } from '../../../shared/api/papers';
import { adminPaperTexts } from '../../i18n/catalogue/admin-papers';
import { useTexts } from '../../i18n/texts';
import { type BlueprintValues, fieldPath, toBlueprintInput, totalQuestions } from './blueprint-values';
import { blueprintIssueText, paperProblem } from './paper-problems';
import { SectionRows } from './SectionRows';

interface Props {
  initial: BlueprintValues;
  /** Learners have started the paper: only the title and exam may change. */
  locked?: boolean;
  /** Editing a stored paper: a note says that a changed section draws its questions again. */
  editing?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Said when the call fails with no message of its own. */
  failText: string;
  onSubmit: (blueprint: Blueprint) => Promise<void>;
  onCancel?: () => void;
}

type TopField = 'title' | 'exam' | 'durationMinutes' | 'marksCorrect' | 'marksWrong';

/**
 * A paper's blueprint (docs/product.md §11), checked with the server's own schema before it is
 * sent; the server's refusal (too few items for a section, a started paper) is shown beside the
 * button in words the admin can act on.
 */
export function BlueprintForm({
  initial,
  locked = false,
  editing = false,
  submitLabel,
  busyLabel,
  failText,
  onSubmit,
  onCancel,
}: Props) {
  const t = useTexts(adminPaperTexts);
  const id = useId();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = `${id}-error`;
  const fieldId = (path: string) => `${id}-${path}`;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = blueprintSchema.safeParse(toBlueprintInput(values));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const path = fieldPath(issue.path);
      setError(blueprintIssueText(issue, t));
      setInvalid(path);
      document.getElementById(fieldId(path))?.focus();
      return;
    }
    setError(null);
    setInvalid(null);
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (err) {
      setError(paperProblem(err, t, failText));
    } finally {
      setBusy(false);
    }
  }

  const text = (name: TopField, label: string, options: { number?: boolean; hint?: string } = {}) => {
    const fieldLocked = locked && name !== 'title' && name !== 'exam';
    const hintId = options.hint ? `${fieldId(name)}-hint` : undefined;
    const describedBy = [hintId, invalid === name ? errorId : undefined].filter(Boolean).join(' ');
    return (
      <div className="field">
        <label htmlFor={fieldId(name)}>{label}</label>
        <input
          id={fieldId(name)}
          {...(options.number
            ? { type: 'number', inputMode: 'decimal' as const, min: 0, step: 'any' }
            : { lang: 'hi' })}
          value={values[name]}
          disabled={fieldLocked}
          aria-invalid={invalid === name || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        />
        {options.hint && (
          <p className="field__hint" id={hintId}>
            {options.hint}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="form blueprint-form" noValidate onSubmit={submit}>
      {locked && <p className="notice">{t.editLocked}</p>}
      {text('title', t.title)}
      {text('exam', t.exam, { hint: t.examHint })}
      <div className="blueprint-form__numbers">
        {text('durationMinutes', t.duration, { number: true })}
        {text('marksCorrect', t.marksCorrect, { number: true })}
        {text('marksWrong', t.marksWrong, { number: true, hint: t.marksWrongHint })}
      </div>
      {editing && !locked && <p className="note">{t.redrawNote}</p>}
      <SectionRows
        sections={values.sections}
        onChange={(sections) => setValues({ ...values, sections })}
        locked={locked}
        invalid={invalid}
        errorId={errorId}
        fieldId={fieldId}
      />
      <p className="note">{t.totalQuestions(totalQuestions(values))}</p>
      <p className="form-error" id={errorId} role="alert" hidden={!error}>
        {error}
      </p>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
