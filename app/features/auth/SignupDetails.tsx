import { useId, useState } from 'react';
import { isWeakPasswordMessage, signupBody } from '../../../shared/api/auth';
import { phoneCharacters } from '../../../shared/phone';
import { signUp, type User } from '../../api/auth';
import { serverText } from '../../api/error-text';
import { SubmitButton } from '../../components/SubmitButton';
import { AUTH_TOAST_MS, notify } from '../../components/toast';
import { accountTexts } from '../../i18n/catalogue/account';
import { securityTexts } from '../../i18n/catalogue/security';
import { useTexts } from '../../i18n/texts';
import { accountError } from './auth-texts';
import { FormError } from './FormError';
import { FormField } from './FormField';
import { check } from './validate';

/**
 * Step 3 of signup: name, phone (digits only), password and its confirmation, which must match
 * (docs/product.md §5; the server checks it again); then the learner is logged in.
 */
export function SignupDetails({ email, onSignedUp }: { email: string; onSignedUp: (user: User) => void }) {
  const t = useTexts(accountTexts);
  const passwordHint = useTexts(securityTexts).passwordHint;
  const id = useId();
  const [values, setValues] = useState({
    firstName: '',
    lastName: '',
    phone: '',
    password: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [sending, setSending] = useState(false);
  const errorId = `${id}-error`;
  const set = (field: keyof typeof values) => (v: string) =>
    setValues((old) => ({ ...old, [field]: field === 'phone' ? phoneCharacters(v) : v }));

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const checked = check(signupBody, { email, ...values });
    if (!checked.ok) {
      setError({ message: checked.message, field: checked.field });
      return;
    }
    setError(null);
    setSending(true);
    try {
      const r = await signUp(checked.data);
      notify('success', serverText(r.message, t.signupSuccess), { autoClose: AUTH_TOAST_MS });
      onSignedUp(r.user);
    } catch (err) {
      const message = accountError(err, t.signupFailed);
      setError({ message, field: isWeakPasswordMessage(message) ? 'password' : undefined });
      setSending(false);
    }
  }

  const field = (name: keyof typeof values) => ({
    id: `${id}-${name}`,
    value: values[name],
    onValueChange: set(name),
    invalid: error?.field === name,
    errorId,
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.yourDetails}</h2>
      <FormField {...field('firstName')} label={t.firstName} autoComplete="given-name" />
      <FormField {...field('lastName')} label={t.lastName} autoComplete="family-name" />
      <FormField
        {...field('phone')}
        label={t.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t.digitsOnly}
      />
      <FormField
        {...field('password')}
        label={t.password}
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
      />
      <FormField
        {...field('confirmPassword')}
        label={t.confirmPassword}
        type="password"
        autoComplete="new-password"
      />
      <FormError id={errorId} message={error?.message ?? null} />
      <SubmitButton busy={sending} label={t.createAccount} busyLabel={t.creating} />
    </form>
  );
}
