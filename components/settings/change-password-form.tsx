import { useState, type FormEvent } from 'react';
import { toast } from '@/hooks/toast';
import { PasswordField } from '@/components/auth/password-field';
import { validatePassword } from '@/components/auth/validation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useChangePassword } from '@/hooks/use-account';
import { describeAccountError } from './account-errors';
import styles from './settings.module.css';

type Field = 'currentPassword' | 'newPassword' | 'confirm';
type Errors = Partial<Record<Field | 'form', string | null>>;
const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

function validate(values: typeof EMPTY): Errors {
  return {
    currentPassword: values.currentPassword ? null : 'Enter your current password.',
    newPassword:
      validatePassword(values.newPassword, 'new') ??
      (values.newPassword === values.currentPassword ? 'Choose a password different from the current one.' : null),
    confirm: values.confirm === values.newPassword ? null : 'The passwords do not match.',
  };
}

/** Current password (proves it is you), the new one twice. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useChangePassword();

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: null, form: null }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await mutation.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues(EMPTY);
      toast.success('Your password has been changed.');
    } catch (error) {
      const { field, message } = describeAccountError(error);
      setErrors({ [field === 'newEmail' ? 'form' : field]: message });
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="settings-password">
      <PasswordField
        label="Current password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={errors.currentPassword}
        autoComplete="current-password"
        required
      />
      <PasswordField
        label="New password"
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
        hint="At least 8 characters."
        autoComplete="new-password"
        required
      />
      <PasswordField
        label="Confirm new password"
        value={values.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
        autoComplete="new-password"
        required
      />
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
