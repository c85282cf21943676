import { useId, useState } from 'react';
import { Link } from 'react-router';
import { loginBody, totpCodeBody } from '../../../shared/api/auth';
import { login, loginWithCode, type User } from '../../api/auth';
import { errorText } from '../../api/client';
import { SubmitButton } from '../../components/SubmitButton';
import { AUTH_TOAST_MS, notify } from '../../components/toast';
import { accountTexts } from './auth-texts';
import { FormError } from './FormError';
import { FormField } from './FormField';
import { securityTexts } from './security-texts';
import { check } from './validate';

export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: User) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [sending, setSending] = useState(false);
  /** Two-step login (docs/product.md §5): the password was right, the app's code comes next. */
  const [askCode, setAskCode] = useState(false);
  const errorId = `${id}-error`;

  if (askCode)
    return (
      <CodeStep
        onLoggedIn={onLoggedIn}
        onBack={() => {
          setAskCode(false);
          setPassword('');
          setSending(false);
        }}
      />
    );

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
      if ('totpRequired' in r) {
        setAskCode(true);
        return;
      }
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

/** The second step: the 6-digit code (at most five tries, then the login starts again). */
function CodeStep({ onLoggedIn, onBack }: { onLoggedIn: (user: User) => void; onBack: () => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const errorId = `${id}-error`;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const checked = check(totpCodeBody, { code });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setSending(true);
    try {
      const r = await loginWithCode(checked.data.code);
      notify('success', r.message, { autoClose: AUTH_TOAST_MS });
      onLoggedIn(r.user);
    } catch (err) {
      setError(errorText(err, securityTexts.loginCodeFailed));
      setSending(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{securityTexts.loginCodeTitle}</h2>
      <p className="form__intro">{securityTexts.loginCodeIntro}</p>
      <FormField
        id={`${id}-code`}
        label={securityTexts.totpCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onValueChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
        invalid={!!error}
        errorId={errorId}
        autoFocus
      />
      <FormError id={errorId} message={error} />
      <SubmitButton
        busy={sending}
        label={securityTexts.loginCodeButton}
        busyLabel={securityTexts.loginCodeBusy}
      />
      <p className="form__aside">
        <button type="button" className="link-button" onClick={onBack}>
          {securityTexts.loginCodeBack}
        </button>
      </p>
    </form>
  );
}
