import { useId, useState } from 'react';
import { profileBody } from '../../../shared/api/auth';
import { phoneCharacters } from '../../../shared/phone';
import { type User, updateMe } from '../../api/auth';
import { errorText } from '../../api/error-text';
import { notify } from '../../components/toast';
import { accountTexts } from '../../i18n/catalogue/account';
import { useTexts } from '../../i18n/texts';
import { FormError } from './FormError';
import { FormField } from './FormField';
import { check } from './validate';

export const avatarLetter = (firstName: string) => firstName.trim().charAt(0).toUpperCase() || 'U';

/** §2.11, §4.5: view, then edit (Edit), back to view on Save (when it succeeds) or Cancel. */
export function ProfileCard({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const t = useTexts(accountTexts);
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
  });
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = `${id}-error`;

  function cancel() {
    setValues({ firstName: user.firstName, lastName: user.lastName, phone: user.phone });
    setError(null);
    setEditing(false);
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const checked = check(profileBody, { ...values, email: user.email });
    if (!checked.ok) {
      setError({ message: checked.message, field: checked.field });
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const updated = await updateMe({ ...checked.data, email: user.email });
      notify('success', t.profileSaved);
      onSaved(updated);
      setEditing(false);
    } catch (err) {
      setError({ message: errorText(err, t.profileSaveFailed) });
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof typeof values, label: string) => (
    <FormField
      id={`${id}-${name}`}
      label={label}
      value={values[name]}
      onValueChange={(v) =>
        setValues((old) => ({ ...old, [name]: name === 'phone' ? phoneCharacters(v) : v }))
      }
      invalid={error?.field === name}
      errorId={errorId}
      {...(name === 'phone' ? { type: 'tel', inputMode: 'tel' as const } : {})}
    />
  );

  return (
    <div className="card profile">
      <div className="profile__head">
        <span className="avatar" aria-hidden="true">
          {avatarLetter(user.firstName)}
        </span>
        <div>
          <h1 className="profile__name">{`${user.firstName} ${user.lastName}`.trim() || t.yourProfile}</h1>
          {user.pro && <span className="pro-badge">{t.pro}</span>}
          {user.admin && <span className="pro-badge pro-badge--admin">{t.admin}</span>}
        </div>
      </div>
      {editing ? (
        <form className="form" noValidate onSubmit={save} aria-label={t.editProfile}>
          {field('firstName', t.firstName)}
          {field('lastName', t.lastName)}
          {field('phone', t.phone)}
          <div className="field">
            <label htmlFor={`${id}-email`}>{t.email}</label>
            <input id={`${id}-email`} value={user.email} readOnly aria-describedby={`${id}-email-hint`} />
            <p className="field__hint" id={`${id}-email-hint`}>
              {t.emailReadOnly}
            </p>
          </div>
          <FormError id={errorId} message={error?.message ?? null} />
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving ? t.saving : t.save}
            </button>
            <button type="button" className="button" onClick={cancel}>
              {t.cancel}
            </button>
          </div>
        </form>
      ) : (
        <>
          <dl className="details">
            <dt>{t.firstName}</dt>
            <dd>{user.firstName || '—'}</dd>
            <dt>{t.lastName}</dt>
            <dd>{user.lastName || '—'}</dd>
            <dt>{t.phone}</dt>
            <dd>{user.phone || '—'}</dd>
            <dt>{t.email}</dt>
            <dd>{user.email}</dd>
          </dl>
          <button type="button" className="button button--wide" onClick={() => setEditing(true)}>
            {t.edit}
          </button>
        </>
      )}
    </div>
  );
}
