import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { ADMIN_ROUTES, AREA_ROUTES, COMPANY_ROUTES, ROLES, TALENT_ROUTES } from '@/constants/routes';
import { loadAccount, loadSession, readRoleId } from '@/components/auth/auth-loader';
import { describeAuthError } from '@/components/ui/form/auth-errors';
import styles from './auth-form.module.css';
import { ResetPasswordForm } from './reset-password-form';

type Verification = { state: 'working' } | { state: 'done' } | { state: 'failed'; message: string };

function SignInLinks() {
  return (
    <div className={styles.footer}>
      <p>
        <Link href={TALENT_ROUTES.login} prefetch={false}>
          Talent sign-in
        </Link>{' '}
        ·{' '}
        <Link href={COMPANY_ROUTES.login} prefetch={false}>
          Company sign-in
        </Link>{' '}
        ·{' '}
        <Link href={ADMIN_ROUTES.login} prefetch={false}>
          Back-office sign-in
        </Link>
      </p>
    </div>
  );
}

function VerifyEmail({ code }: { code: string }) {
  const [result, setResult] = useState<Verification>({ state: 'working' });
  const applied = useRef<string | null>(null);

  useEffect(() => {
    // A code works once: never apply it twice (React runs effects twice in development).
    if (applied.current === code) return;
    applied.current = code;
    loadSession()
      .then(async ({ applyEmailVerification, reloadAuthUser }) => {
        await applyEmailVerification(code);
        await reloadAuthUser().catch(() => null);
        setResult({ state: 'done' });
      })
      .catch((error: unknown) => setResult({ state: 'failed', message: describeAuthError(error).message }));
  }, [code]);

  if (result.state === 'working') return <p role="status">Verifying your email…</p>;
  if (result.state === 'failed') {
    return (
      <>
        <Alert tone="error">{result.message}</Alert>
        <p className={styles.subtitle}>Sign in and use “Resend verification email” to get a fresh link.</p>
        <SignInLinks />
      </>
    );
  }
  const signedIn = readRoleId('talent') !== null;
  return (
    <>
      <Alert tone="success">Your email is verified. Thank you!</Alert>
      <div className={styles.footer}>
        <ButtonLink href={signedIn ? TALENT_ROUTES.home : TALENT_ROUTES.login} block>
          {signedIn ? 'Go to your dashboard' : 'Sign in'}
        </ButtonLink>
      </div>
    </>
  );
}

type EmailChange =
  { state: 'working' } | { state: 'done'; email: string | null } | { state: 'failed'; message: string };

/** The link mailed to a new address (`verifyAndChangeEmail`), or Firebase's undo link to the old one (`recoverEmail`). */
function ChangeEmail({ code, recover }: { code: string; recover: boolean }) {
  const [result, setResult] = useState<EmailChange>({ state: 'working' });
  const applied = useRef<string | null>(null);

  useEffect(() => {
    // A code works once: never apply it twice (React runs effects twice in development).
    if (applied.current === code) return;
    applied.current = code;
    loadAccount()
      .then(async ({ applyEmailChange }) => {
        const user = await applyEmailChange(code);
        setResult({ state: 'done', email: user?.email ?? null });
      })
      .catch((error: unknown) => setResult({ state: 'failed', message: describeAuthError(error).message }));
  }, [code]);

  if (result.state === 'working')
    return <p role="status">{recover ? 'Restoring your email…' : 'Changing your email…'}</p>;
  if (result.state === 'failed') {
    return (
      <>
        <Alert tone="error">{result.message}</Alert>
        <p className={styles.subtitle}>Sign in and ask for the change again from your settings to get a fresh link.</p>
        <SignInLinks />
      </>
    );
  }
  const role = result.email ? ROLES.find((r) => readRoleId(r) !== null) : undefined;
  const done = recover
    ? 'Your sign-in email has been restored. If you did not ask for the change, reset your password now.'
    : 'Your sign-in email has been changed.';
  const next = result.email
    ? `You now sign in with ${result.email}.`
    : recover
      ? 'Sign in again.'
      : 'Sign in with your new email.';
  return (
    <>
      <Alert tone="success">
        {done} {next}
      </Alert>
      {role ? (
        <div className={styles.footer}>
          <ButtonLink href={AREA_ROUTES[role].settings} block>
            Back to your settings
          </ButtonLink>
        </div>
      ) : (
        <SignInLinks />
      )}
    </>
  );
}

/** Where verification, password-reset and email-change emails link to, from either backend: `?mode=...&oobCode=...`. */
export function AuthActionScreen() {
  const router = useRouter();
  const mode = typeof router.query.mode === 'string' ? router.query.mode : null;
  const code = typeof router.query.oobCode === 'string' ? router.query.oobCode : null;
  const title =
    mode === 'resetPassword'
      ? 'Choose a new password'
      : mode === 'verifyAndChangeEmail'
        ? 'Change your email'
        : mode === 'recoverEmail'
          ? 'Restore your email'
          : 'Verify your email';

  let body;
  if (!router.isReady) body = <p role="status">Loading…</p>;
  else if (code && mode === 'verifyEmail') body = <VerifyEmail code={code} />;
  else if (code && mode === 'resetPassword') body = <ResetPasswordForm code={code} signInLinks={<SignInLinks />} />;
  else if (code && (mode === 'verifyAndChangeEmail' || mode === 'recoverEmail')) {
    body = <ChangeEmail code={code} recover={mode === 'recoverEmail'} />;
  } else {
    body = (
      <>
        <Alert tone="error">
          This link is incomplete or not supported. Open the link from your email again, or request a new one.
        </Alert>
        <SignInLinks />
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="action-title">
      <PageTitle title={title} />
      <h1 id="action-title" className={styles.title}>
        {title}
      </h1>
      {body}
    </section>
  );
}
