import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { withNext, type Role } from '@/constants/routes';
import { getBackend } from '@/services/backend/backend';
import { readRoleId } from '@/services/account/role-ids';
import { decideAuthPageRedirect, safeNextPath } from '@/hooks/guard-decision';

/**
 * On a role's sign-in and sign-up pages: someone already signed in with that role goes to its area. The backend is
 * only loaded when a role id is stored, so a first-time visitor's page stays light.
 */
export function useAuthPageRedirect(role: Role): void {
  const router = useRouter();
  useEffect(() => {
    const storedId = readRoleId(role);
    if (!storedId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    getBackend()
      .then(({ auth }) => {
        if (cancelled) return;
        stop = auth.onAuthStateChanged((user) => {
          const target = decideAuthPageRedirect(role, storedId, user);
          if (!target || cancelled) return;
          cancelled = true;
          void router.replace(safeNextPath(role, router.query.next) ?? target);
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
    // Decided once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [role]);
}

/** Where a sign-in or sign-up page returns once done, when its `?next=` is a path inside the role's area. */
export function useNextPath(role: Role): string | null {
  return safeNextPath(role, useRouter().query.next);
}

/** An auth page's link to its sibling (sign-in <-> sign-up), keeping the way back. */
export function useAuthLink(role: Role, page: string): string {
  const next = useNextPath(role);
  return next ? withNext(page, next) : page;
}
