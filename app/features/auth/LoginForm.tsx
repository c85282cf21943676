import { useId, useState } from 'react';
import { loginBody, totpCodeBody } from '../../../shared/api/auth';
import { login, loginWithCode, type User } from '../../api/auth';
import { errorText, serverText } from '../../api/error-text';
import { SubmitButton } from '../../components/SubmitButton';
import { AUTH_TOAST_MS, notify } from '../../components/toast';
import { accountTexts } from '../../i18n/catalogue/account';
import { securityTexts } from '../../i18n/catalogue/security';
import { useTexts } from '../../i18n/texts';
import { Link } from '../../routes/router';
import { FormError } from './FormError';
import { FormField } from './FormField';
import { check } from './validate';

export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: User) => void }) {
  const t = useTexts(accountTexts);
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
      notify('success', serverText(r.message, t.loginSuccess), { autoClose: AUTH_TOAST_MS });
      onLoggedIn(r.user);
    } catch (err) {
      setError({ message: errorText(err, t.loginFailed) });
      setSending(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.login}</h2>
      <FormField
        id={`${id}-email`}
        label={t.email}
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
        label={t.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        invalid={!!error && error.field !== 'email'}
        errorId={errorId}
      />
      <FormError id={errorId} message={error?.message ?? null} />
      <SubmitButton busy={sending} label={t.login} busyLabel={t.loggingIn} />
      <p className="form__aside">
        <Link to="/forgot-password">{t.forgotPassword}</Link>
      </p>
    </form>
  );
}

/** The second step: the 6-digit code (at most five tries, then the login starts again). */
function CodeStep({ onLoggedIn, onBack }: { onLoggedIn: (user: User) => void; onBack: () => void }) {
  const s = useTexts(securityTexts);
  const a = useTexts(accountTexts);
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
      notify('success', serverText(r.message, a.loginSuccess), { autoClose: AUTH_TOAST_MS });
      onLoggedIn(r.user);
    } catch (err) {
      setError(errorText(err, s.loginCodeFailed));
      setSending(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{s.loginCodeTitle}</h2>
      <p className="form__intro">{s.loginCodeIntro}</p>
      <FormField
        id={`${id}-code`}
        label={s.totpCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onValueChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
        invalid={!!error}
        errorId={errorId}
        autoFocus
      />
      <FormError id={errorId} message={error} />
      <SubmitButton busy={sending} label={s.loginCodeButton} busyLabel={s.loginCodeBusy} />
      <p className="form__aside">
        <button type="button" className="link-button" onClick={onBack}>
          {s.loginCodeBack}
        </button>
      </p>
    </form>
  );
}
