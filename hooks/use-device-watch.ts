import { useEffect } from 'react';
import type { Role } from '@/constants/routes';
import { deviceSeen, watchThisDevice } from '@/services/account/devices';
import { useLogout } from './use-logout';

/**
 * While a signed-in area is open: says this browser is in use (recording it, and announcing a first sign-in from it
 * by email), and signs it out as soon as its session is ended from another device, whether it learns that from the
 * answer or from its record, live. A failed call changes nothing: the next visit says it again.
 */
export function useDeviceWatch(role: Role, uid: string | null): void {
  const { logout } = useLogout(role);
  useEffect(() => {
    if (!uid) return;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      void logout();
    };
    let stop: (() => void) | undefined;
    // Watched once the answer came: a browser signing in again finds its record ended until device-seen clears it.
    deviceSeen().then(
      (answer) => {
        if (answer.ended) end();
        else if (!ended) stop = watchThisDevice(uid, end);
      },
      () => undefined,
    );
    return () => {
      ended = true;
      stop?.();
    };
    // logout changes with the router; one watch per signed-in account.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [role, uid]);
}
