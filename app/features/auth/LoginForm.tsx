import { useId, useState } from 'react';
import { Link } from 'react-router';
import { loginBody } from '../../../shared/api/auth';
import { login, type User } from '../../api/auth';
import { errorText } from '../../api/client';
import { SubmitButton } from '../../components/SubmitButton';
import { AUTH_TOAST_MS, notify } from '../../components/toast';
import { accountTexts } from './auth-texts';
import { FormError } from './FormError';
import { FormField } from './FormField';
import { check } from './validate';

export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: User) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [sending, setSending] = useState(false);
  const errorId = `${id}-error`;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const checked = check(loginBody, { email, password });
    if (!checked.ok) {
      setError({ message: checked.message, field: checked.field });
      return;
    }
    setError(null);
    setSending(true);
    try {
      const r = await login(checked.data.email, checked.data.password);
      notify('success', r.message, { autoClose: AUTH_TOAST_MS });
      onLoggedIn(r.user);
    } catch (err) {
      setError({ message: errorText(err, accountTexts.loginFailed) });
      setSending(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Login</h2>
      <FormField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onValueChange={setEmail}
        invalid={!!error && error.field !== 'password'}
        errorId={errorId}
      />
      <FormField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        invalid={!!error && error.field !== 'email'}
        errorId={errorId}
      />
      <FormError id={errorId} message={error?.message ?? null} />
      <SubmitButton busy={sending} label="Login" busyLabel="Logging in…" />
      <p className="form__aside">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
    </form>
  );
}
