import { useId, useState } from 'react';
import { createClass, type TeacherClass } from '../../../api/classes';
import { errorText, isOffline } from '../../../api/error-text';
import { teachTexts } from '../../../i18n/catalogue/teach';
import { useTexts } from '../../../i18n/texts';
import { FormError } from '../../auth/FormError';
import { FormField } from '../../auth/FormField';
import { checkClassName } from './class-name';

/** A new class: its name is all it needs; the server makes its join code. */
export function CreateClassForm({ onCreated }: { onCreated: (cls: TeacherClass) => void }) {
  const t = useTexts(teachTexts);
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = `${id}-error`;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const checked = checkClassName(name, t);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const cls = await createClass(checked.name);
      setName('');
      onCreated(cls);
    } catch (err) {
      setError(isOffline(err) ? t.offline : errorText(err, t.createFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.createTitle}</h2>
      <FormField
        id={`${id}-name`}
        label={t.className}
        value={name}
        onValueChange={setName}
        hint={t.classNameHint}
        autoComplete="off"
        maxLength={100}
        invalid={!!error}
        errorId={errorId}
      />
      <FormError id={errorId} message={error} />
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {busy ? t.creating : t.create}
      </button>
    </form>
  );
}
