import { NewPasswordField, PasswordField } from '@/components/ui/password-field';
import { FormError, FormSubmit, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { toast } from '@/hooks/toast';
import { useChangePassword } from '@/components/account/use-account';
import type { ChangePasswordInput } from '@/services/schemas/auth';
import { showAccountError } from './account-errors';
import styles from '@/components/ui/sections.module.css';

const loadSchema = () => import('@/services/schemas/auth').then((m) => m.changePasswordSchema);
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirm: '' };

function ChangePasswordFields() {
  const field = useFormField<ChangePasswordInput>();
  return (
    <>
      <PasswordField label="Current password" {...field('currentPassword')} autoComplete="current-password" required />
      <NewPasswordField label="New password" {...field('newPassword')} required />
      <PasswordField label="Confirm new password" {...field('confirm')} autoComplete="new-password" required />
      <FormError />
      <div>
        <FormSubmit busyLabel="Changing...">Change password</FormSubmit>
      </div>
    </>
  );
}

/** Current password (proves it is you), the new one twice. */
export function ChangePasswordForm() {
  const mutation = useChangePassword();
  const form = useSchemaForm<ChangePasswordInput>({ schema: loadSchema, defaultValues: EMPTY });

  const submit = async ({ currentPassword, newPassword }: ChangePasswordInput) => {
    try {
      await mutation.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      showAccountError(form, error, { currentPassword: 'currentPassword', newPassword: 'newPassword' });
      return;
    }
    form.reset(EMPTY);
    toast.success('Your password has been changed.');
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className={styles.form} aria-labelledby="settings-password">
      <ChangePasswordFields />
    </SchemaForm>
  );
}
