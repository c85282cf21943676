import { useId, useState } from 'react';
import { Link } from 'react-router';
import { forgotBody } from '../../shared/api/auth';
import { sendResetLink } from '../api/auth';
import { errorText } from '../api/client';
import { SubmitButton } from '../components/SubmitButton';
import { accountTexts } from '../features/auth/auth-texts';
import { FormError } from '../features/auth/FormError';
import { FormField } from '../features/auth/FormField';
import { check } from '../features/auth/validate';

/** /forgot-password (§2.5): idle, sending, then a message, in place of the form (no toast). */
export default function ForgotPasswordScreen() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const checked = check(forgotBody, { email });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setState('sending');
    try {
      const r = await sendResetLink(checked.data.email);
      setMessage(r.message);
      setState('sent');
    } catch (err) {
      setError(errorText(err, accountTexts.resetLinkFailed));
      setState('idle');
    }
  }

  return (
    <div className="auth">
      <div className="auth__brand auth__brand--small">
        <img src="/favicon.svg" alt="" width="40" height="40" />
        <h1>Forgot password</h1>
      </div>
      <div className="card">
        {state === 'sent' ? (
          <div className="notice notice--success" role="status">
            <p>
              <strong>{accountTexts.resetLinkSent}</strong>
            </p>
            <p>{message}</p>
          </div>
        ) : (
          <form className="form" noValidate onSubmit={onSubmit}>
            <p className="form__intro">
              Enter your e-mail and we will send you a link to set a new password.
            </p>
            <FormField
              id={`${id}-email`}
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onValueChange={setEmail}
              invalid={!!error}
              errorId={errorId}
            />
            <FormError id={errorId} message={error} />
            <SubmitButton busy={state === 'sending'} label="Send reset link" busyLabel="Sending…" />
          </form>
        )}
      </div>
      <p className="form__toggle">
        <Link to="/login">Back to login</Link>
      </p>
    </div>
  );
}
