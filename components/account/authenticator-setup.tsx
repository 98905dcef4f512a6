import dynamic from 'next/dynamic';
import { useState } from 'react';
import { showAuthError } from '@/components/ui/form/auth-errors';
import { PasswordField } from '@/components/ui/password-field';
import { FormError, FormSubmit, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { TextField } from '@/components/ui/text-field';
import { useFinishAuthenticatorSetup, useStartAuthenticatorSetup } from './use-second-factor';
import type { TotpSetup } from '@/services/backend/types';
import type { AuthenticatorCodeInput, SetupPasswordInput } from '@/services/schemas/second-factor';
import { RecoveryCodes } from './recovery-codes';
import styles from './second-factor.module.css';

// The QR code's drawing loads with this step only.
const QrCode = dynamic(() => import('./qr-code').then((m) => m.QrCode), { ssr: false });

const loadPasswordSchema = () => import('@/services/schemas/second-factor').then((m) => m.setupPasswordSchema);
const loadCodeSchema = () => import('@/services/schemas/second-factor').then((m) => m.authenticatorCodeFormSchema);

function PasswordFields() {
  const field = useFormField<SetupPasswordInput>();
  return (
    <>
      <PasswordField label="Current password" {...field('password')} autoComplete="current-password" required />
      <FormError />
      <div>
        <FormSubmit busyLabel="Checking...">Continue</FormSubmit>
      </div>
    </>
  );
}

function PasswordStep({ onSetup }: { onSetup: (setup: TotpSetup) => void }) {
  const start = useStartAuthenticatorSetup();
  const form = useSchemaForm<SetupPasswordInput>({ schema: loadPasswordSchema, defaultValues: { password: '' } });
  const submit = async ({ password }: SetupPasswordInput) => {
    try {
      onSetup(await start.mutateAsync(password));
    } catch (error) {
      showAuthError(form, error, ['password']);
    }
  };
  return (
    <SchemaForm form={form} onSubmit={submit} className={styles.panel}>
      <p className={styles.muted}>First enter your password, to show it is you.</p>
      <PasswordFields />
    </SchemaForm>
  );
}

function CodeStep({ setup, onCodes }: { setup: TotpSetup; onCodes: (codes: string[]) => void }) {
  const finish = useFinishAuthenticatorSetup();
  const form = useSchemaForm<AuthenticatorCodeInput>({ schema: loadCodeSchema, defaultValues: { code: '' } });
  const submit = async ({ code }: AuthenticatorCodeInput) => {
    try {
      onCodes(await finish.mutateAsync(code));
    } catch (error) {
      showAuthError(form, error, ['code']);
    }
  };
  return (
    <div className={styles.panel}>
      <p>Scan this code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</p>
      <QrCode value={setup.uri} className={styles.qr} />
      <p className={styles.muted}>
        Cannot scan it? Enter this key in the app instead:{' '}
        <code className={styles.secret} aria-label="Setup key">
          {setup.secret}
        </code>
      </p>
      <SchemaForm form={form} onSubmit={submit} className={styles.panel}>
        <CodeField />
        <FormError />
        <div>
          <FormSubmit busyLabel="Checking...">Turn on</FormSubmit>
        </div>
      </SchemaForm>
    </div>
  );
}

function CodeField() {
  const field = useFormField<AuthenticatorCodeInput>();
  return (
    <TextField {...field('code')} label="Code from the app" autoComplete="one-time-code" inputMode="numeric" required />
  );
}

/** Setting up an authenticator app: the password, then the app's first code, then the recovery codes, once. */
export function AuthenticatorSetup({ onDone }: { onDone: () => void }) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (setup) return <CodeStep setup={setup} onCodes={setCodes} />;
  return <PasswordStep onSetup={setSetup} />;
}
