import { useId, useState } from 'react';
import { sendCodeBody } from '../../../shared/api/auth';
import { sendSignupCode } from '../../api/auth';
import { SubmitButton } from '../../components/SubmitButton';
import { AUTH_TOAST_MS, notify } from '../../components/toast';
import { accountTexts } from '../../i18n/catalogue/account';
import { useTexts } from '../../i18n/texts';
import { accountError } from './auth-texts';
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
  const t = useTexts(accountTexts);
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
      notify('success', t.codeSent, { autoClose: AUTH_TOAST_MS });
      onCodeSent(checked.data.email);
    } catch (err) {
      setError(accountError(err, t.codeSendFailed));
      setSending(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.register}</h2>
      <p className="form__intro">{t.registerIntro}</p>
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
      <SubmitButton busy={sending} label={t.sendCode} busyLabel={t.sending} />
    </form>
  );
}
