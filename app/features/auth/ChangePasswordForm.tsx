import { useId, useState } from 'react';
import { authTexts, changePasswordBody, isWeakPasswordMessage } from '../../../shared/api/auth';
import { changePassword } from '../../api/auth';
import { ApiError } from '../../api/client';
import { errorText, serverText } from '../../api/error-text';
import { SubmitButton } from '../../components/SubmitButton';
import { notify } from '../../components/toast';
import { securityTexts } from '../../i18n/catalogue/security';
import { useTexts } from '../../i18n/texts';
import { FormError } from './FormError';
import { FormField } from './FormField';
import { check } from './validate';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * docs/product.md §5: the current password, then the new one twice. The server checks its strength
 * and says why it refuses one; the learner stays logged in here, other devices are logged out.
 */
export function ChangePasswordForm() {
  const texts = useTexts(securityTexts);
  const id = useId();
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [sending, setSending] = useState(false);
  const errorId = `${id}-error`;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const checked = check(changePasswordBody, values);
    if (!checked.ok) {
      setError({ message: checked.message, field: checked.field });
      return;
    }
    setError(null);
    setSending(true);
    try {
      const r = await changePassword(values);
      notify('success', serverText(r.message, texts.changeButton));
      setValues(empty);
    } catch (err) {
      const message = errorText(err, texts.changeFailed);
      const field = isWeakPasswordMessage(message)
        ? 'newPassword'
        : err instanceof ApiError && err.message === authTexts.currentPasswordWrong
          ? 'currentPassword'
          : undefined;
      setError({ message, field });
    } finally {
      setSending(false);
    }
  }

  const field = (name: keyof typeof empty) => ({
    id: `${id}-${name}`,
    value: values[name],
    onValueChange: (v: string) => setValues((old) => ({ ...old, [name]: v })),
    invalid: error?.field === name,
    errorId,
    type: 'password',
  });

  return (
    <form className="card form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.changeTitle}</h2>
      <FormField
        {...field('currentPassword')}
        label={texts.currentPassword}
        autoComplete="current-password"
      />
      <FormField
        {...field('newPassword')}
        label={texts.newPassword}
        autoComplete="new-password"
        hint={texts.passwordHint}
      />
      <FormField {...field('confirmPassword')} label={texts.confirmNewPassword} autoComplete="new-password" />
      <FormError id={errorId} message={error?.message ?? null} />
      <SubmitButton busy={sending} label={texts.changeButton} busyLabel={texts.changeBusy} />
    </form>
  );
}
