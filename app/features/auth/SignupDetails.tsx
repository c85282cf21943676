import { useId, useState } from 'react';
import { isWeakPasswordMessage, signupBody } from '../../../shared/api/auth';
import { signUp, type User } from '../../api/auth';
import { SubmitButton } from '../../components/SubmitButton';
import { AUTH_TOAST_MS, notify } from '../../components/toast';
import { accountError, accountTexts } from './auth-texts';
import { FormError } from './FormError';
import { FormField } from './FormField';
import { securityTexts } from './security-texts';
import { check } from './validate';

/**
 * Step 3 of signup: name, phone (digits only), password and its confirmation, which must match
 * (docs/product.md §5; the server checks it again); then the learner is logged in.
 */
export function SignupDetails({ email, onSignedUp }: { email: string; onSignedUp: (user: User) => void }) {
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
    setValues((old) => ({ ...old, [field]: field === 'phone' ? v.replace(/\D/g, '') : v }));

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
      notify('success', r.message, { autoClose: AUTH_TOAST_MS });
      onSignedUp(r.user);
    } catch (err) {
      const message = accountError(err, accountTexts.signupFailed);
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
      <h2 id={`${id}-title`}>Your details</h2>
      <FormField {...field('firstName')} label="First name" autoComplete="given-name" />
      <FormField {...field('lastName')} label="Last name" autoComplete="family-name" />
      <FormField
        {...field('phone')}
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        hint="Digits only."
      />
      <FormField
        {...field('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={securityTexts.passwordHint}
      />
      <FormField
        {...field('confirmPassword')}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
      <FormError id={errorId} message={error?.message ?? null} />
      <SubmitButton busy={sending} label="Create account" busyLabel="Creating your account…" />
    </form>
  );
}
