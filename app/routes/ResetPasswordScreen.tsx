import { useEffect, useId, useState } from 'react';
import { isWeakPasswordMessage, resetBody } from '../../shared/api/auth';
import { resetPassword } from '../api/auth';
import { errorText, serverText } from '../api/error-text';
import { BrandMark } from '../components/BrandMark';
import { SubmitButton } from '../components/SubmitButton';
import { AUTH_TOAST_MS, notify } from '../components/toast';
import { FormError } from '../features/auth/FormError';
import { FormField } from '../features/auth/FormField';
import { check } from '../features/auth/validate';
import { accountTexts } from '../i18n/catalogue/account';
import { securityTexts } from '../i18n/catalogue/security';
import { useTexts } from '../i18n/texts';
import { Link, useNavigate, useParams } from './router';

const RESET_REDIRECT_MS = 2000;

/**
 * /reset-password/:token (§2.5): the passwords must match (checked here and by the server);
 * on success a toast, and /login after 2 seconds.
 */
export default function ResetPasswordScreen() {
  const t = useTexts(accountTexts);
  const passwordHint = useTexts(securityTexts).passwordHint;
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
      notify('success', serverText(r.message, t.resetDone), { autoClose: AUTH_TOAST_MS });
      setState('done');
    } catch (err) {
      const message = errorText(err, t.resetFailed);
      setError({ message, field: isWeakPasswordMessage(message) ? 'password' : undefined });
      setState('idle');
    }
  }

  return (
    <div className="auth">
      <div className="auth__brand auth__brand--small">
        <BrandMark size={40} />
        <h1>{t.resetTitle}</h1>
      </div>
      <div className="card">
        {state === 'done' ? (
          <div className="notice notice--success" role="status">
            <p>{t.takingToLogin}</p>
          </div>
        ) : (
          <form className="form" noValidate onSubmit={onSubmit}>
            <FormField
              id={`${id}-password`}
              label={t.newPassword}
              type="password"
              autoComplete="new-password"
              value={password}
              onValueChange={setPassword}
              invalid={error?.field === 'password'}
              errorId={errorId}
              hint={passwordHint}
            />
            <FormField
              id={`${id}-confirm`}
              label={t.confirmNewPassword}
              type="password"
              autoComplete="new-password"
              value={confirmPassword}
              onValueChange={setConfirmPassword}
              invalid={error?.field === 'confirmPassword'}
              errorId={errorId}
            />
            <FormError id={errorId} message={error?.message ?? null} />
            <SubmitButton busy={state === 'sending'} label={t.resetButton} busyLabel={t.saving} />
          </form>
        )}
      </div>
      <p className="form__toggle">
        <Link to="/login">{t.backToLogin}</Link>
      </p>
    </div>
  );
}
