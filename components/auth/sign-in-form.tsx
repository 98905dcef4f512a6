import Link from 'next/link';
import { useRouter } from 'next/router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AREA_ROUTES, forgotPasswordRoute, type Role } from '@/constants/routes';
import { safeNextPath } from '@/hooks/guard-decision';
import styles from './auth-form.module.css';
import { DemoAccount } from './demo-account';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { useAuthForm } from './use-auth-form';
import { loadSession, warmUpBackend } from './use-auth-submit';
import { validateEmail, validatePassword } from './validation';

/** Email and password sign-in for one role; the session service checks the account really has that role. */
export function SignInForm({ role }: { role: Role }) {
  const router = useRouter();
  const form = useAuthForm({
    initial: { email: '', password: '' },
    order: ['email', 'password'],
    validate: (values) => ({ email: validateEmail(values.email), password: validatePassword(values.password, 'sign-in') }),
  });

  const submit = form.handleSubmit(async ({ email, password }) => {
    const { signInAs } = await loadSession();
    await signInAs(role, email, password);
    await router.push(safeNextPath(role, router.query.next) ?? AREA_ROUTES[role].home);
  });

  return (
    <>
      <DemoAccount role={role} onUse={form.fill} />
      <form className={styles.form} noValidate onSubmit={submit} onFocus={() => void warmUpBackend()}>
        <EmailField {...form.field('email')} autoComplete="username" required />
        <PasswordField
          {...form.field('password')}
          autoComplete="current-password"
          labelAside={
            <Link href={forgotPasswordRoute(role)} className={styles.inlineLink}>
              Forgot password?
            </Link>
          }
          required
        />
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <Button type="submit" size="large" block disabled={form.pending}>
          {form.pending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </>
  );
}
