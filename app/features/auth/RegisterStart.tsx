import { useId, useState } from 'react';
import { sendCodeBody } from '../../../shared/api/auth';
import { sendSignupCode } from '../../api/auth';
import { SubmitButton } from '../../components/SubmitButton';
import { AUTH_TOAST_MS, notify } from '../../components/toast';
import { accountError, accountTexts } from './auth-texts';
import { FormError } from './FormError';
import { FormField } from './FormField';
import { check } from './validate';

/** Step 1 of signup: the e-mail the code goes to. Used by /login's register mode and /register. */
export function RegisterStart({
  initialEmail = '',
  onCodeSent,
}: {
  initialEmail?: string;
  onCodeSent: (email: string) => void;
}) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const errorId = `${id}-error`;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const checked = check(sendCodeBody, { email });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await sendSignupCode(checked.data.email);
      notify('success', accountTexts.codeSent, { autoClose: AUTH_TOAST_MS });
      onCodeSent(checked.data.email);
    } catch (err) {
      setError(accountError(err, accountTexts.codeSendFailed));
      setSending(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Register</h2>
      <p className="form__intro">We will e-mail you a 6-digit code to confirm your address.</p>
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
      <SubmitButton busy={sending} label="Send code" busyLabel="Sending…" />
    </form>
  );
}
