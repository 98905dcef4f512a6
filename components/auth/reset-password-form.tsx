import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { FormError, FormSubmit, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { loadSession } from '@/components/auth/auth-loader';
import type { NewPasswordInput } from '@/services/schemas/auth';
import { showAuthError } from '@/components/ui/form/auth-errors';
import styles from './auth-form.module.css';
import { NewPasswordField } from '@/components/ui/password-field';

// zod loads when the form is first touched, not with the page: public pages have 150 KB in all.
const loadNewPasswordInputSchema = () => import('@/services/schemas/auth').then((m) => m.newPasswordInputSchema);

function NewPasswordFields() {
  const field = useFormField<NewPasswordInput>();
  return (
    <>
      <NewPasswordField label="New password" {...field('password')} required />
      <FormError />
      <FormSubmit size="large" block busyLabel="Saving...">
        Save new password
      </FormSubmit>
    </>
  );
}

/** The password-reset link's form: a new password for the account the code belongs to. */
export function ResetPasswordForm({ code, signInLinks }: { code: string; signInLinks: ReactNode }) {
  const [done, setDone] = useState(false);
  const form = useSchemaForm<NewPasswordInput>({ schema: loadNewPasswordInputSchema, defaultValues: { password: '' } });

  const submit = async ({ password }: NewPasswordInput) => {
    try {
      const { confirmNewPassword } = await loadSession();
      await confirmNewPassword(code, password);
      setDone(true);
    } catch (error) {
      showAuthError(form, error, ['password']);
    }
  };

  if (done) {
    return (
      <>
        <Alert tone="success">Your password has been changed. Sign in with your new password.</Alert>
        {signInLinks}
      </>
    );
  }
  return (
    <SchemaForm form={form} onSubmit={submit} className={styles.form}>
      <NewPasswordFields />
    </SchemaForm>
  );
}
