import { useState } from 'react';
import '../../features/admin/admin.css';
import type { User } from '../../../shared/api/auth';
import { findUsers, setUserRights } from '../../api/admin-users';
import { errorText } from '../../api/error-text';
import { useRequest } from '../../api/use-request';
import { Loader } from '../../components/Loader';
import { notify } from '../../components/toast';
import { FormError } from '../../features/auth/FormError';
import { FormField } from '../../features/auth/FormField';
import { adminTexts } from '../../i18n/catalogue/admin';
import { securityTexts } from '../../i18n/catalogue/security';
import { useTexts } from '../../i18n/texts';

/** /admin/users (beyond the spec): find learners and grant or remove pro, teacher and admin. */
export default function UsersScreen() {
  const t = useTexts(adminTexts);
  const s = useTexts(securityTexts);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const found = useRequest((signal) => findUsers(q, signal), [q]);
  /** Admin rights change only with the acting admin's password (docs/product.md §5). */
  const [confirm, setConfirm] = useState<{ user: User; value: boolean } | null>(null);
  const [password, setPassword] = useState('');
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const replace = (user: User) => {
    if (found.data) found.setData({ users: found.data.users.map((u) => (u._id === user._id ? user : u)) });
  };

  async function confirmAdmin(e: React.FormEvent) {
    e.preventDefault();
    if (!confirm) return;
    if (!password) {
      setConfirmError(s.adminPasswordLabel);
      return;
    }
    setConfirming(true);
    try {
      const updated = await setUserRights(confirm.user._id, {
        admin: confirm.value,
        currentPassword: password,
      });
      replace(updated);
      notify('success', t.rightChanged(updated.email, 'admin', confirm.value));
      closeConfirm();
    } catch (err) {
      setConfirmError(errorText(err, t.rightsFailed));
    } finally {
      setConfirming(false);
    }
  }
  function closeConfirm() {
    setConfirm(null);
    setPassword('');
    setConfirmError(null);
  }

  /** Shown at once, put back if the server refuses. */
  async function toggle(user: User, right: 'pro' | 'teacher', value: boolean) {
    replace({ ...user, [right]: value });
    try {
      const updated = await setUserRights(user._id, { [right]: value });
      replace(updated);
      notify('success', t.rightChanged(updated.email, right, value));
    } catch (err) {
      replace(user);
      notify('error', errorText(err, t.rightsFailed));
    }
  }

  return (
    <div className="stack admin">
      <h1>{t.users}</h1>
      <search>
        <form
          className="search"
          onSubmit={(e) => {
            e.preventDefault();
            setQ(search.trim());
          }}
        >
          <label htmlFor="user-search" className="visually-hidden">
            {t.searchUsers}
          </label>
          <input
            id="user-search"
            type="search"
            placeholder={t.usersPlaceholder}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <button type="submit" className="button button--small">
            {t.search}
          </button>
        </form>
      </search>
      {found.loading && <Loader />}
      {found.data && found.data.users.length === 0 && <p>{t.noUsers}</p>}
      <ul className="user-list">
        {found.data?.users.map((u) => (
          <li key={u._id} className="card user-item">
            <p className="user-item__name">{`${u.firstName} ${u.lastName}`.trim() || '—'}</p>
            <p className="user-item__email">{u.email}</p>
            {u.phone && <p className="cell-sub">{u.phone}</p>}
            <div className="user-item__rights">
              <label className="check">
                <input
                  type="checkbox"
                  checked={u.pro}
                  onChange={(e) => void toggle(u, 'pro', e.target.checked)}
                />
                {t.pro}
              </label>
              <label className="check">
                <input
                  type="checkbox"
                  checked={!!u.teacher}
                  onChange={(e) => void toggle(u, 'teacher', e.target.checked)}
                />
                {t.teacher}
              </label>
              <label className="check">
                <input
                  type="checkbox"
                  checked={confirm?.user._id === u._id ? confirm.value : u.admin}
                  onChange={(e) => {
                    setPassword('');
                    setConfirmError(null);
                    setConfirm(e.target.checked === u.admin ? null : { user: u, value: e.target.checked });
                  }}
                />
                {t.admin}
              </label>
            </div>
            {confirm?.user._id === u._id && (
              <form className="form" noValidate onSubmit={confirmAdmin}>
                <p>{s.adminPasswordPrompt(u.email, confirm.value)}</p>
                <FormField
                  id={`admin-password-${u._id}`}
                  label={s.adminPasswordLabel}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onValueChange={setPassword}
                  invalid={!!confirmError}
                  errorId={`admin-password-${u._id}-error`}
                  autoFocus
                />
                <FormError id={`admin-password-${u._id}-error`} message={confirmError} />
                <div className="actions">
                  <button type="submit" className="button button--primary" disabled={confirming}>
                    {s.adminPasswordConfirm}
                  </button>
                  <button type="button" className="button" onClick={closeConfirm}>
                    {s.adminPasswordCancel}
                  </button>
                </div>
              </form>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
