import { useState, type FormEvent } from 'react';
import { EmailField } from '@/components/auth/email-field';
import { PasswordField } from '@/components/auth/password-field';
import { validateEmail } from '@/components/auth/validation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRequestEmailChange } from '@/hooks/use-account';
import { describeAccountError } from './account-errors';
import styles from './settings.module.css';

type Errors = Partial<Record<'newEmail' | 'currentPassword' | 'form', string | null>>;

/** New address and the current password; the change waits until the link mailed to the new address is opened. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useRequestEmailChange();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = newEmail.trim();
    const found: Errors = {
      newEmail:
        validateEmail(address) ?? (address.toLowerCase() === currentEmail.toLowerCase() ? 'This is already your email.' : null),
      currentPassword: password ? null : 'Enter your current password.',
    };
    setErrors(found);
    if (found.newEmail || found.currentPassword) return;
    try {
      await mutation.mutateAsync({ currentPassword: password, newEmail: address });
      setSentTo(address);
      setNewEmail('');
      setPassword('');
    } catch (error) {
      const { field, message } = describeAccountError(error);
      setErrors({ [field === 'newPassword' ? 'form' : field]: message });
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="settings-email">
      {sentTo ? (
        <Alert tone="success">
          We sent a link to {sentTo}. Your email changes when you open it; until then, keep signing in with {currentEmail}.
        </Alert>
      ) : null}
      <EmailField
        label="New email"
        value={newEmail}
        onChange={(event) => {
          setNewEmail(event.target.value);
          setErrors((current) => ({ ...current, newEmail: null, form: null }));
        }}
        error={errors.newEmail}
        autoComplete="off"
        required
      />
      <PasswordField
        label="Current password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((current) => ({ ...current, currentPassword: null, form: null }));
        }}
        error={errors.currentPassword}
        autoComplete="current-password"
        required
      />
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <div>
        <Button type="submit" variant="secondary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending...' : 'Send verification link'}
        </Button>
      </div>
    </form>
  );
}
