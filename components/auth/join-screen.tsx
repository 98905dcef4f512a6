import { useRouter } from 'next/router';
import { useState } from 'react';
import styles from '@/components/auth/auth-form.module.css';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { JoinWithNewAccountForm, JoinWithSignInForm } from './join-forms';

const param = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * Where an invitation link lands (`?token=`): the invited recruiter creates an account or signs in with an existing
 * one, and joins the company. The email field starts with the invited address when the link gives it.
 */
export function JoinCompanyScreen() {
  const router = useRouter();
  const token = param(router.query.token);
  const email = param(router.query.email);
  const [hasAccount, setHasAccount] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="join-title">
      <PageTitle title="Join your company" />
      <p className={styles.eyebrow}>For recruiters</p>
      <h1 id="join-title" className={styles.title}>
        Join your company’s team
      </h1>
      {!router.isReady ? (
        <p role="status">Loading…</p>
      ) : !token ? (
        <p className={styles.subtitle}>
          This invitation link is incomplete. Open the link from the invitation email again, or ask the company for a
          new one.
        </p>
      ) : (
        <>
          <p className={styles.subtitle}>
            {hasAccount
              ? 'Sign in with the invited email to join.'
              : 'Create your account with the invited email to see the company’s jobs and applicants.'}
          </p>
          {hasAccount ? (
            <JoinWithSignInForm token={token} email={email} />
          ) : (
            <JoinWithNewAccountForm token={token} email={email} />
          )}
          <div className={styles.footer}>
            <p>
              {hasAccount ? 'New here? ' : 'Already have an account? '}
              <Button variant="ghost" onClick={() => setHasAccount(!hasAccount)}>
                {hasAccount ? 'Create an account' : 'Sign in instead'}
              </Button>
            </p>
          </div>
        </>
      )}
    </section>
  );
}
