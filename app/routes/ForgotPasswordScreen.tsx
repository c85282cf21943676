import { useId, useState } from 'react';
import { forgotBody } from '../../shared/api/auth';
import { sendResetLink } from '../api/auth';
import { errorText, serverText } from '../api/error-text';
import { BrandMark } from '../components/BrandMark';
import { SubmitButton } from '../components/SubmitButton';
import { FormError } from '../features/auth/FormError';
import { FormField } from '../features/auth/FormField';
import { check } from '../features/auth/validate';
import { accountTexts } from '../i18n/catalogue/account';
import { useTexts } from '../i18n/texts';
import { Link } from './router';

/** /forgot-password (§2.5): idle, sending, then a message, in place of the form (no toast). */
export default function ForgotPasswordScreen() {
  const t = useTexts(accountTexts);
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
      setMessage(serverText(r.message, t.resetLinkSent));
      setState('sent');
    } catch (err) {
      setError(errorText(err, t.resetLinkFailed));
      setState('idle');
    }
  }

  return (
    <div className="auth">
      <div className="auth__brand auth__brand--small">
        <BrandMark size={40} />
        <h1>{t.forgotTitle}</h1>
      </div>
      <div className="card">
        {state === 'sent' ? (
          <div className="notice notice--success" role="status">
            <p>
              <strong>{t.resetLinkSent}</strong>
            </p>
            <p>{message}</p>
          </div>
        ) : (
          <form className="form" noValidate onSubmit={onSubmit}>
            <p className="form__intro">{t.forgotIntro}</p>
            <FormField
              id={`${id}-email`}
              label={t.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onValueChange={setEmail}
              invalid={!!error}
              errorId={errorId}
            />
            <FormError id={errorId} message={error} />
            <SubmitButton busy={state === 'sending'} label={t.sendLink} busyLabel={t.sending} />
          </form>
        )}
      </div>
      <p className="form__toggle">
        <Link to="/login">{t.backToLogin}</Link>
      </p>
    </div>
  );
}
