import { useId, useState } from 'react';
import { verifyCodeBody } from '../../../shared/api/auth';
import { sendSignupCode, verifySignupCode } from '../../api/auth';
import { errorText } from '../../api/client';
import { SubmitButton } from '../../components/SubmitButton';
import { AUTH_TOAST_MS, notify } from '../../components/toast';
import { accountTexts } from './auth-texts';
import { FormError } from './FormError';
import { FormField } from './FormField';
import { check } from './validate';

/** Step 2 of signup: the e-mailed code, digits only, at most 6 (§5). */
export function VerifyCode({
  email,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  onVerified: () => void;
  onChangeEmail: () => void;
}) {
  const id = useId();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const errorId = `${id}-error`;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const checked = check(verifyCodeBody, { email, otp });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setSending(true);
    try {
      const r = await verifySignupCode(checked.data.email, checked.data.otp);
      notify('success', r.message, { autoClose: AUTH_TOAST_MS });
      onVerified();
    } catch (err) {
      setError(errorText(err, accountTexts.codeVerifyFailed));
      setSending(false);
    }
  }

  async function resend() {
    try {
      const r = await sendSignupCode(email);
      notify('success', r.message, { autoClose: AUTH_TOAST_MS });
    } catch (err) {
      setError(errorText(err, accountTexts.codeSendFailed));
    }
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Enter the code</h2>
      <p className="form__intro">
        We sent a 6-digit code to <strong>{email}</strong>.
      </p>
      <FormField
        id={`${id}-otp`}
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        onValueChange={(v) => setOtp(v.replace(/\D/g, '').slice(0, 6))}
        invalid={!!error}
        errorId={errorId}
        className="otp"
      />
      <FormError id={errorId} message={error} />
      <SubmitButton busy={sending} label="Verify" busyLabel="Checking…" />
      <p className="form__aside form__aside--split">
        <button type="button" className="link-button" onClick={() => void resend()}>
          Send a new code
        </button>
        <button type="button" className="link-button" onClick={onChangeEmail}>
          Change e-mail
        </button>
      </p>
    </form>
  );
}
