import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { FormError, FormSubmit, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { AREA_ROUTES, forgotPasswordRoute, type Role } from '@/constants/routes';
import { loadSession, warmUpBackend } from '@/components/auth/auth-loader';
import { safeNextPath } from '@/hooks/guard-decision';
import type { SignInInput } from '@/services/schemas/auth';
import { showAuthError } from '@/components/ui/form/auth-errors';
import styles from './auth-form.module.css';
import { DemoAccount } from './demo-account';
import { EmailField } from '@/components/ui/email-field';
import { PasswordField } from '@/components/ui/password-field';

// Only accounts with an authenticator app get this step: its code loads when it is asked for.
const SecondFactorSignIn = dynamic(() => import('./second-factor-sign-in').then((m) => m.SecondFactorSignIn), {
  ssr: false,
  loading: () => <p role="status">Loading…</p>,
});

// zod loads when the form is first touched, not with the page: public pages have 150 KB in all.
const loadSignInSchema = () => import('@/services/schemas/auth').then((m) => m.signInSchema);

function SignInFields({ role }: { role: Role }) {
  const field = useFormField<SignInInput>();
  return (
    <>
      <EmailField {...field('email')} autoComplete="username" required />
      <PasswordField
        {...field('password')}
        autoComplete="current-password"
        labelAside={
          <Link href={forgotPasswordRoute(role)} prefetch={false} className={styles.inlineLink}>
            Forgot password?
          </Link>
        }
        required
      />
      <FormError />
      <FormSubmit size="large" block busyLabel="Signing in...">
        Sign in
      </FormSubmit>
    </>
  );
}

/** Email and password sign-in for one role; the session service checks the account really has that role. */
export function SignInForm({ role }: { role: Role }) {
  const router = useRouter();
  const form = useSchemaForm<SignInInput>({ schema: loadSignInSchema, defaultValues: { email: '', password: '' } });
  // The password was right and the account has an authenticator app: its code is asked for next.
  const [codeFor, setCodeFor] = useState<SignInInput | null>(null);

  const submit = async ({ email, password }: SignInInput) => {
    try {
      const { signInAs } = await loadSession();
      await signInAs(role, email, password);
    } catch (error) {
      if ((error as { code?: unknown }).code === 'auth/multi-factor-auth-required') {
        setCodeFor({ email, password });
        return;
      }
      showAuthError(form, error, ['email', 'password']);
      return;
    }
    await router.push(safeNextPath(role, router.query.next) ?? AREA_ROUTES[role].home);
  };

  if (codeFor) return <SecondFactorSignIn role={role} credentials={codeFor} onBack={() => setCodeFor(null)} />;

  return (
    <>
      <DemoAccount role={role} onUse={(account) => form.reset(account)} />
      <SchemaForm form={form} onSubmit={submit} className={styles.form} onFocus={() => void warmUpBackend()}>
        <SignInFields role={role} />
      </SchemaForm>
    </>
  );
}
