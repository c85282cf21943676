import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isWeakPasswordMessage, resetBody } from '../../shared/api/auth';
import { resetPassword } from '../api/auth';
import { errorText } from '../api/client';
import { SubmitButton } from '../components/SubmitButton';
import { AUTH_TOAST_MS, notify } from '../components/toast';
import { accountTexts } from '../features/auth/auth-texts';
import { FormError } from '../features/auth/FormError';
import { FormField } from '../features/auth/FormField';
import { securityTexts } from '../features/auth/security-texts';
import { check } from '../features/auth/validate';

const RESET_REDIRECT_MS = 2000;

/**
 * /reset-password/:token (§2.5): the passwords must match (checked here and by the server);
 * on success a toast, and /login after 2 seconds.
 */
export default function ResetPasswordScreen() {
  const id = useId();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const errorId = `${id}-error`;

  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const checked = check(resetBody, { token, password, confirmPassword });
    if (!checked.ok) {
      setError({ message: checked.message, field: checked.field });
      return;
    }
    setError(null);
    setState('sending');
    try {
      const r = await resetPassword(checked.data);
      // The toast stays on /login; the card only says where the learner is going.
      notify('success', r.message, { autoClose: AUTH_TOAST_MS });
      setState('done');
    } catch (err) {
      const message = errorText(err, accountTexts.resetFailed);
      setError({ message, field: isWeakPasswordMessage(message) ? 'password' : undefined });
      setState('idle');
    }
  }

  return (
    <div className="auth">
      <div className="auth__brand auth__brand--small">
        <img src="/favicon.svg" alt="" width="40" height="40" />
        <h1>Set a new password</h1>
      </div>
      <div className="card">
        {state === 'done' ? (
          <div className="notice notice--success" role="status">
            <p>Taking you to the login page…</p>
          </div>
        ) : (
          <form className="form" noValidate onSubmit={onSubmit}>
            <FormField
              id={`${id}-password`}
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              onValueChange={setPassword}
              invalid={error?.field === 'password'}
              errorId={errorId}
              hint={securityTexts.passwordHint}
            />
            <FormField
              id={`${id}-confirm`}
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              value={confirmPassword}
              onValueChange={setConfirmPassword}
              invalid={error?.field === 'confirmPassword'}
              errorId={errorId}
            />
            <FormError id={errorId} message={error?.message ?? null} />
            <SubmitButton busy={state === 'sending'} label="Reset password" busyLabel="Saving…" />
          </form>
        )}
      </div>
      <p className="form__toggle">
        <Link to="/login">Back to login</Link>
      </p>
    </div>
  );
}
