import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { useNewRecoveryCodes, useSecondFactorState, useTeamSecondFactor } from './use-second-factor';
import { toast } from '@/hooks/toast';
import { RecoveryCodes } from './recovery-codes';
import styles from './second-factor.module.css';

const loading = () => <p role="status">Loading…</p>;
// What setting the app up or removing it needs loads when the person asks for it.
const AuthenticatorSetup = dynamic(() => import('./authenticator-setup').then((m) => m.AuthenticatorSetup), {
  ssr: false,
  loading,
});
const RemoveAuthenticator = dynamic(() => import('./remove-authenticator').then((m) => m.RemoveAuthenticator), {
  ssr: false,
  loading,
});

const INTRO = {
  admin: 'The back office needs a second step at sign-in: a code from an authenticator app on your phone.',
  company:
    'Add a second step at sign-in: a code from an authenticator app on your phone, so a stolen password alone opens nothing.',
} as const;

/** A company member's team: whether it owns it, and whether the owner requires two-step sign-in of everyone. */
interface Team {
  companyId: string;
  owner: boolean;
  required: boolean;
}

/** The owner's switch for the whole team: on only from a session signed in with the owner's own app. */
function TeamRequirement({ team, signedInWithIt }: { team: Team; signedInWithIt: boolean }) {
  const change = useTeamSecondFactor(team.companyId);
  if (!team.owner) {
    return team.required ? <p>Your company requires it: you sign in with your app&apos;s code every time.</p> : null;
  }
  return (
    <div className={styles.panel}>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={team.required}
          disabled={change.isPending || (!team.required && !signedInWithIt)}
          onChange={(event) =>
            change.mutate(event.target.checked, {
              onSuccess: () =>
                toast.success(
                  event.target.checked ? 'Your whole team now signs in with a code.' : 'It is up to each member now.',
                ),
              onError: (error) => toast.error(error.message),
            })
          }
        />{' '}
        Require two-step sign-in of the whole team
      </label>
      <p className={styles.muted}>
        {signedInWithIt || team.required
          ? 'Members without an authenticator app can do nothing for the company until they set one up.'
          : 'Set up your own authenticator app and sign in with its code first.'}
      </p>
    </div>
  );
}

/** Settings' "Two-step sign-in": set up the authenticator app, new recovery codes, remove it; an owner's switch. */
export function SecondFactorSection({ role, team }: { role: 'admin' | 'company'; team?: Team }) {
  const state = useSecondFactorState();
  const newCodes = useNewRecoveryCodes();
  const [open, setOpen] = useState<'setup' | 'remove' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const body = () => {
    if (state.isPending) return <p role="status">Checking your sign-in settings…</p>;
    if (state.isError)
      return <LoadError text="Your sign-in settings could not be loaded." onRetry={() => void state.refetch()} />;
    if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
    if (!state.data.enrolled) {
      return open === 'setup' ? (
        <AuthenticatorSetup
          onDone={() => {
            setOpen(null);
            void state.refetch();
          }}
        />
      ) : (
        <div>
          <Button onClick={() => setOpen('setup')}>Set up an authenticator app</Button>
        </div>
      );
    }
    return (
      <div className={styles.panel}>
        <p>
          <strong>On.</strong> You sign in with your password and a code from your authenticator app.
        </p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={!state.data.signedInWithIt || newCodes.isPending}
            onClick={() =>
              newCodes.mutate(undefined, {
                onSuccess: setCodes,
                onError: (error) => toast.error(error.message),
              })
            }
          >
            New recovery codes
          </Button>
          <Button variant="ghost" onClick={() => setOpen(open === 'remove' ? null : 'remove')}>
            {open === 'remove' ? 'Keep the app' : 'Remove the app'}
          </Button>
        </div>
        {!state.data.signedInWithIt ? (
          <p className={styles.muted}>Sign in again with the app&apos;s code to make new recovery codes.</p>
        ) : null}
        {open === 'remove' ? <RemoveAuthenticator required={role === 'admin'} /> : null}
      </div>
    );
  };

  return (
    <section className={styles.gate} aria-labelledby="settings-second-factor">
      <h2 id="settings-second-factor">Two-step sign-in</h2>
      <p className={styles.muted}>{INTRO[role]}</p>
      {body()}
      {team && state.data ? <TeamRequirement team={team} signedInWithIt={state.data.signedInWithIt} /> : null}
    </section>
  );
}
