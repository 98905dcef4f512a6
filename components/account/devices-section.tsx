import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import type { Role } from '@/constants/routes';
import { toast } from '@/hooks/toast';
import { useLogout } from '@/hooks/use-logout';
import type { Device } from '@/services/converters/device-converter';
import { useDevices, useSignOutDevice, useSignOutEverywhere, useThisDevice } from './use-devices';
import styles from '@/components/ui/sections.module.css';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function DeviceRow({ device, current, uid }: { device: Device; current: boolean; uid: string }) {
  const signOut = useSignOutDevice(uid);
  const name = `${device.browser} on ${device.os}`;
  return (
    <li aria-label={name}>
      <strong>{name}</strong>
      {current ? ' (This device)' : null}
      <br />
      <span className={styles.muted}>
        {device.place ?? 'Unknown place'} · Last active {when.format(device.lastActive)}
        {device.endedAt !== null ? ` · Signed out ${when.format(device.endedAt)}` : null}
      </span>
      {device.endedAt === null && !current ? (
        <Button
          variant="secondary"
          aria-label={`Sign out ${name}`}
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(device.device, {
              onSuccess: () => toast.success(`${name} is signed out.`),
              onError: () => toast.error('That device could not be signed out. Try again.'),
            })
          }
        >
          Sign out
        </Button>
      ) : null}
    </li>
  );
}

/** Settings: where the account is signed in, each device's sign-out, signing out everywhere, and logging out here. */
export function DevicesSection({ role, uid }: { role: Role; uid: string }) {
  const devices = useDevices(uid);
  const { logout, pending: loggingOut } = useLogout(role);
  const everywhere = useSignOutEverywhere(logout);
  const [confirming, setConfirming] = useState(false);
  const here = useThisDevice();
  const shown = (devices.data ?? []).filter((d) => d.endedAt === null || d.device === here);

  return (
    <section className={styles.section} aria-labelledby="settings-session">
      <h2 id="settings-session">Where you are signed in</h2>
      {devices.isError ? (
        <LoadError
          text="Your devices could not be loaded."
          error={devices.error}
          onRetry={() => void devices.refetch()}
        />
      ) : devices.isPending ? (
        <p role="status">Loading your devices…</p>
      ) : (
        <ul aria-label="Signed-in devices">
          {shown.map((d) => (
            <DeviceRow key={d.device} device={d} current={d.device === here} uid={uid} />
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => void logout()} disabled={loggingOut}>
        {loggingOut ? 'Logging out...' : 'Log out of this browser'}
      </Button>{' '}
      <Button variant="danger" onClick={() => setConfirming(true)} disabled={everywhere.isPending}>
        Sign out everywhere
      </Button>
      {confirming ? (
        <Dialog
          title="Sign out everywhere?"
          onClose={() => !everywhere.isPending && setConfirming(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={everywhere.isPending}>
                Cancel
              </Button>
              <Button
                variant="danger"
                disabled={everywhere.isPending}
                onClick={() =>
                  everywhere.mutate(undefined, {
                    onError: () => toast.error('The other devices could not be signed out. Try again.'),
                  })
                }
              >
                {everywhere.isPending ? 'Signing out…' : 'Sign out of every device'}
              </Button>
            </>
          }
        >
          <p>Every browser and device signed in to this account is signed out, this one included.</p>
        </Dialog>
      ) : null}
    </section>
  );
}
