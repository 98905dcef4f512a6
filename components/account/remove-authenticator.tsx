import { showAuthError } from '@/components/ui/form/auth-errors';
import { PasswordField } from '@/components/ui/password-field';
import { FormError, FormSubmit, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/hooks/toast';
import { useRemoveAuthenticator } from './use-second-factor';
import type { RemoveAuthenticatorInput } from '@/services/schemas/second-factor';
import styles from './second-factor.module.css';

const loadSchema = () => import('@/services/schemas/second-factor').then((m) => m.removeAuthenticatorSchema);

function RemoveFields() {
  const field = useFormField<RemoveAuthenticatorInput>();
  return (
    <>
      <PasswordField label="Current password" {...field('password')} autoComplete="current-password" required />
      <TextField
        {...field('code')}
        label="Code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
      />
      <FormError />
      <div>
        <FormSubmit variant="danger" busyLabel="Removing...">
          Remove the app
        </FormSubmit>
      </div>
    </>
  );
}

/** Turning the second factor off: the password and a code, so a stolen session alone cannot. */
export function RemoveAuthenticator({ required }: { required: boolean }) {
  const remove = useRemoveAuthenticator();
  const form = useSchemaForm<RemoveAuthenticatorInput>({
    schema: loadSchema,
    defaultValues: { password: '', code: '' },
  });
  const submit = async (input: RemoveAuthenticatorInput) => {
    try {
      await remove.mutateAsync(input);
    } catch (error) {
      showAuthError(form, error, ['password', 'code']);
      return;
    }
    toast.success('Your authenticator app was removed.');
  };
  return (
    <SchemaForm form={form} onSubmit={submit} className={styles.panel} aria-label="Remove the authenticator app">
      {required ? (
        <p className={styles.muted}>
          Your role requires a second factor: without the app you cannot reach your work until you set one up again.
        </p>
      ) : null}
      <RemoveFields />
    </SchemaForm>
  );
}
