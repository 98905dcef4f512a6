import Link from 'next/link';
import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { AREA_ROUTES, PUBLIC_ROUTES, ROLES, type Role } from '@/constants/routes';
import { useLocalMailbox } from '@/hooks/use-local-mailbox';
import { BackendError } from '@/services/backend/types';
import styles from './auth-form.module.css';
import { EmailField } from './email-field';
import { loadSession, useAuthSubmit } from './use-auth-submit';
import { validateEmail } from './validation';

export function roleFromQuery(value: unknown): Role {
  return ROLES.includes(value as Role) ? (value as Role) : 'talent';
}

/** One "Forgot password?" flow for the three sign-in pages; `?role=` only decides where "Back to sign in" goes. */
export function ForgotPasswordScreen() {
  const router = useRouter();
  const role = roleFromQuery(router.query.role);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { pending, error, run, clearError } = useAuthSubmit();
  const input = useRef<HTMLInputElement>(null);
  const mailbox = useLocalMailbox();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    setEmailError(invalid);
    if (invalid) {
      input.current?.focus();
      return;
    }
    const ok = await run(async () => {
      const { sendPasswordReset } = await loadSession();
      try {
        await sendPasswordReset(email);
      } catch (caught) {
        // Same answer whether or not an account exists, so this form cannot be used to probe for accounts.
        if (!(caught instanceof BackendError && caught.code === 'auth/user-not-found')) throw caught;
      }
    });
    if (ok) setSentTo(email.trim());
  };

  return (
    <section className={styles.card} aria-labelledby="forgot-title">
      <PageTitle title="Reset your password" />
      <h1 id="forgot-title" className={styles.title}>
        Reset your password
      </h1>
      {sentTo ? (
        <Alert tone="success">
          <p>
            If an account uses <strong>{sentTo}</strong>, a link to choose a new password is on its way. Check your spam
            folder if it does not arrive within a few minutes.
          </p>
          {mailbox ? (
            <p>
              Local mode: open the <a href={PUBLIC_ROUTES.devMailbox}>local mailbox</a> to find it.
            </p>
          ) : null}
        </Alert>
      ) : (
        <>
          <p className={styles.subtitle}>Enter the email you signed up with and we will send you a link to choose a new password.</p>
          <form className={styles.form} noValidate onSubmit={submit}>
            <EmailField
              ref={input}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(null);
                clearError();
              }}
              error={emailError || (error?.field === 'email' ? error.message : null)}
              required
            />
            {error && error.field !== 'email' ? <Alert tone="error">{error.message}</Alert> : null}
            <Button type="submit" size="large" block disabled={pending}>
              {pending ? 'Sending...' : 'Send reset link'}
            </Button>
          </form>
        </>
      )}
      <div className={styles.footer}>
        <p>
          <Link href={AREA_ROUTES[role].login}>Back to sign in</Link>
        </p>
      </div>
    </section>
  );
}
