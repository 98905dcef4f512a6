import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { useLogout } from '@/hooks/use-logout';
import { useSecondFactorState, useSessionSecondFactor } from './use-second-factor';
import styles from './second-factor.module.css';

const AuthenticatorSetup = dynamic(() => import('./authenticator-setup').then((m) => m.AuthenticatorSetup), {
  ssr: false,
  loading: () => <p role="status">Loading…</p>,
});

const WHY = {
  admin:
    'The back office reaches every account, so administrators sign in with a second step: a code from an authenticator app on your phone. Set it up to continue.',
  company:
    'Your company requires a second step at sign-in: a code from an authenticator app on your phone. Set it up to continue.',
} as const;

/** A session that did not sign in with the app where it is required: set it up, or sign in again with its code. */
function SecondFactorNeeded({ role, onReady }: { role: 'admin' | 'company'; onReady: () => void }) {
  const state = useSecondFactorState();
  const { logout, pending } = useLogout(role);
  if (state.isPending) return <p role="status">Checking your sign-in…</p>;
  if (state.isError)
    return <LoadError text="Your sign-in could not be checked." onRetry={() => void state.refetch()} />;
  return (
    <section className={styles.gate} aria-labelledby="second-factor-needed">
      <h1 id="second-factor-needed">Two-step sign-in</h1>
      {state.data.enrolled ? (
        <>
          <p>This session signed in with a password alone. Sign in again with your authenticator app&apos;s code.</p>
          <div>
            <Button onClick={() => void logout()} disabled={pending}>
              Sign in again
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{WHY[role]}</p>
          <AuthenticatorSetup onDone={onReady} />
        </>
      )}
    </section>
  );
}

/**
 * A signed-in area's screens, shown only to a session that signed in with a second factor where one is required (the
 * back office always, a company when its owner requires it). The rules, the local policy and the trusted routes
 * refuse everything else anyway: this says why, and how to set the app up.
 */
export function SecondFactorGate({
  role,
  required,
  children,
}: {
  role: 'admin' | 'company';
  required: boolean;
  children: ReactNode;
}) {
  const session = useSessionSecondFactor(required);
  if (!required) return children;
  if (session.isPending) return <p role="status">Checking your sign-in…</p>;
  if (session.data) return children;
  return <SecondFactorNeeded role={role} onReady={() => void session.refetch()} />;
}
