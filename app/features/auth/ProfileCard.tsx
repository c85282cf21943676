import { useId, useState } from 'react';
import { profileBody } from '../../../shared/api/auth';
import { type User, updateMe } from '../../api/auth';
import { errorText } from '../../api/client';
import { notify } from '../../components/toast';
import { accountTexts } from './auth-texts';
import { FormError } from './FormError';
import { FormField } from './FormField';
import { check } from './validate';

export const avatarLetter = (firstName: string) => firstName.trim().charAt(0).toUpperCase() || 'U';

/** §2.11, §4.5: view, then edit (Edit), back to view on Save (when it succeeds) or Cancel. */
export function ProfileCard({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
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
      notify('success', accountTexts.profileSaved);
      onSaved(updated);
      setEditing(false);
    } catch (err) {
      setError({ message: errorText(err, accountTexts.profileSaveFailed) });
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
        setValues((old) => ({ ...old, [name]: name === 'phone' ? v.replace(/\D/g, '') : v }))
      }
      invalid={error?.field === name}
      errorId={errorId}
      {...(name === 'phone' ? { type: 'tel', inputMode: 'numeric' as const } : {})}
    />
  );

  return (
    <div className="card profile">
      <div className="profile__head">
        <span className="avatar" aria-hidden="true">
          {avatarLetter(user.firstName)}
        </span>
        <div>
          <h1 className="profile__name">{`${user.firstName} ${user.lastName}`.trim() || 'Your profile'}</h1>
          {user.pro && <span className="pro-badge">Pro</span>}
          {user.admin && <span className="pro-badge pro-badge--admin">Admin</span>}
        </div>
      </div>
      {editing ? (
        <form className="form" noValidate onSubmit={save} aria-label="Edit profile">
          {field('firstName', 'First name')}
          {field('lastName', 'Last name')}
          {field('phone', 'Phone')}
          <div className="field">
            <label htmlFor={`${id}-email`}>Email</label>
            <input id={`${id}-email`} value={user.email} readOnly aria-describedby={`${id}-email-hint`} />
            <p className="field__hint" id={`${id}-email-hint`}>
              The e-mail cannot be changed.
            </p>
          </div>
          <FormError id={errorId} message={error?.message ?? null} />
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className="button" onClick={cancel}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <dl className="details">
            <dt>First name</dt>
            <dd>{user.firstName || '—'}</dd>
            <dt>Last name</dt>
            <dd>{user.lastName || '—'}</dd>
            <dt>Phone</dt>
            <dd>{user.phone || '—'}</dd>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </dl>
          <button type="button" className="button button--wide" onClick={() => setEditing(true)}>
            Edit
          </button>
        </>
      )}
    </div>
  );
}
