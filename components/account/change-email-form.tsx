import { useMemo, useState } from 'react';
import { EmailField } from '@/components/ui/email-field';
import { PasswordField } from '@/components/ui/password-field';
import { Alert } from '@/components/ui/alert';
import { FormError, FormSubmit, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { useRequestEmailChange } from '@/components/account/use-account';
import type { ChangeEmailInput } from '@/services/schemas/auth';
import { showAccountError } from './account-errors';
import styles from '@/components/ui/sections.module.css';

const EMPTY: ChangeEmailInput = { newEmail: '', currentPassword: '' };

function ChangeEmailFields() {
  const field = useFormField<ChangeEmailInput>();
  return (
    <>
      <EmailField label="New email" {...field('newEmail')} autoComplete="off" required />
      <PasswordField label="Current password" {...field('currentPassword')} autoComplete="current-password" required />
      <FormError />
      <div>
        <FormSubmit variant="secondary" busyLabel="Sending...">
          Send verification link
        </FormSubmit>
      </div>
    </>
  );
}

/** New address and the current password; the change waits until the link mailed to the new address is opened. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useRequestEmailChange();
  const schema = useMemo(
    () => () => import('@/services/schemas/auth').then((m) => m.changeEmailSchema(currentEmail)),
    [currentEmail],
  );
  const form = useSchemaForm<ChangeEmailInput>({ schema, defaultValues: EMPTY });

  const submit = async (values: ChangeEmailInput) => {
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      showAccountError(form, error, { currentPassword: 'currentPassword', newEmail: 'newEmail' });
      return;
    }
    setSentTo(values.newEmail);
    form.reset(EMPTY);
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className={styles.form} aria-labelledby="settings-email">
      {sentTo ? (
        <Alert tone="success">
          We sent a link to {sentTo}. Your email changes when you open it; until then, keep signing in with{' '}
          {currentEmail}.
        </Alert>
      ) : null}
      <ChangeEmailFields />
    </SchemaForm>
  );
}
