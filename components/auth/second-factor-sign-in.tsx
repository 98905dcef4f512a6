import { useRouter } from 'next/router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError, FormSubmit, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { TextField } from '@/components/ui/text-field';
import { AREA_ROUTES, type Role } from '@/constants/routes';
import { safeNextPath } from '@/hooks/guard-decision';
import type { AuthenticatorCodeInput } from '@/services/schemas/second-factor';
import { showAuthError } from '@/components/ui/form/auth-errors';
import { loadSecondFactor } from './auth-loader';
import styles from './auth-form.module.css';

const loadCodeSchema = () => import('@/services/schemas/second-factor').then((m) => m.authenticatorCodeFormSchema);
const loadRecoverySchema = () => import('@/services/schemas/second-factor').then((m) => m.recoveryCodeFormSchema);

function CodeField({ recovery }: { recovery: boolean }) {
  const field = useFormField<AuthenticatorCodeInput>();
  return (
    <TextField
      {...field('code')}
      label={recovery ? 'Recovery code' : 'Authentication code'}
      hint={recovery ? 'One of the codes you saved when you set up the app, like abcde-12345.' : undefined}
      autoComplete="one-time-code"
      inputMode={recovery ? 'text' : 'numeric'}
      autoCapitalize="none"
      spellCheck={false}
      autoFocus
      required
    />
  );
}

/** One code, the app's or a recovery code, and what to do with it. */
function CodeForm({ recovery, onCode }: { recovery: boolean; onCode: (code: string) => Promise<unknown> }) {
  const form = useSchemaForm<AuthenticatorCodeInput>({
    schema: recovery ? loadRecoverySchema : loadCodeSchema,
    defaultValues: { code: '' },
  });
  const submit = async ({ code }: AuthenticatorCodeInput) => {
    try {
      await onCode(code);
    } catch (error) {
      showAuthError(form, error, ['code']);
    }
  };
  return (
    <SchemaForm form={form} onSubmit={submit} className={styles.form}>
      <CodeField recovery={recovery} />
      <FormError />
      <FormSubmit size="large" block busyLabel="Checking...">
        {recovery ? 'Sign in with recovery code' : 'Verify and sign in'}
      </FormSubmit>
    </SchemaForm>
  );
}

/**
 * The second step of signing in to an account with an authenticator app: its current code, or one of the recovery
 * codes (which removes the app: the person then sets one up again).
 */
export function SecondFactorSignIn({
  role,
  credentials,
  onBack,
}: {
  role: Role;
  credentials: { email: string; password: string };
  onBack: () => void;
}) {
  const router = useRouter();
  const [recovery, setRecovery] = useState(false);

  const signIn = async (code: string) => {
    const second = await loadSecondFactor();
    if (recovery) await second.signInWithRecoveryCode(role, { ...credentials, code });
    else await second.signInWithCode(role, code);
    await router.push(safeNextPath(role, router.query.next) ?? AREA_ROUTES[role].home);
  };

  return (
    <div className={styles.form}>
      <p>
        {recovery
          ? 'Enter one of your recovery codes. It removes your authenticator app and signs out your other devices; you then set up the app again.'
          : 'Open your authenticator app and enter the 6-digit code it shows for this account.'}
      </p>
      <CodeForm key={recovery ? 'recovery' : 'code'} recovery={recovery} onCode={signIn} />
      <Button variant="ghost" onClick={() => setRecovery((r) => !r)}>
        {recovery ? 'Use the authenticator app instead' : 'Use a recovery code'}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to email and password
      </Button>
    </div>
  );
}
