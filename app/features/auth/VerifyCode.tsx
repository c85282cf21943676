import { useId, useState } from 'react';
import { verifyCodeBody } from '../../../shared/api/auth';
import { sendSignupCode, verifySignupCode } from '../../api/auth';
import { SubmitButton } from '../../components/SubmitButton';
import { AUTH_TOAST_MS, notify } from '../../components/toast';
import { accountTexts } from '../../i18n/catalogue/account';
import { useTexts } from '../../i18n/texts';
import { accountError, inLearnerWords } from './auth-texts';
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
  const t = useTexts(accountTexts);
  const id = useId();
  const [otp, setOtp] = useState('');
  /** About the code field (a wrong code) or about the form (a failed resend). */
  const [error, setError] = useState<{ message: string; field?: 'otp' } | null>(null);
  const [sending, setSending] = useState(false);
  const [resending, setResending] = useState(false);
  const errorId = `${id}-error`;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const checked = check(verifyCodeBody, { email, otp });
    if (!checked.ok) {
      setError({ message: inLearnerWords(checked.message), field: 'otp' });
      return;
    }
    setError(null);
    setSending(true);
    try {
      await verifySignupCode(checked.data.email, checked.data.otp);
      notify('success', t.codeVerified, { autoClose: AUTH_TOAST_MS });
      onVerified();
    } catch (err) {
      setError({ message: accountError(err, t.codeVerifyFailed), field: 'otp' });
      setSending(false);
    }
  }

  /** A new code replaces the old one, so an error about the old one no longer stands. */
  async function resend() {
    setResending(true);
    try {
      await sendSignupCode(email);
      setError(null);
      notify('success', t.codeSent, { autoClose: AUTH_TOAST_MS });
    } catch (err) {
      setError({ message: accountError(err, t.codeSendFailed) });
    } finally {
      setResending(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.enterCode}</h2>
      <p className="form__intro">
        {t.codeSentTo} <strong>{email}</strong>
      </p>
      <FormField
        id={`${id}-otp`}
        label={t.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        onValueChange={(v) => setOtp(v.replace(/\D/g, '').slice(0, 6))}
        invalid={error?.field === 'otp'}
        errorId={errorId}
        className="otp"
      />
      <FormError id={errorId} message={error?.message ?? null} />
      <SubmitButton busy={sending} label={t.verify} busyLabel={t.checking} />
      <p className="form__aside form__aside--split">
        <button type="button" className="link-button" onClick={() => void resend()} disabled={resending}>
          {resending ? t.sending : t.newCode}
        </button>
        <button type="button" className="link-button" onClick={onChangeEmail}>
          {t.changeEmail}
        </button>
      </p>
    </form>
  );
}
