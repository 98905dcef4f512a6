import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { AREA_ROUTES, type Role } from '@/constants/routes';
import { clearDrafts } from '@/services/account/device-drafts';
import { clearRoleIds } from '@/services/account/role-ids';
import { logout } from '@/services/account/session';
import { useAppDispatch } from '@/store/hooks';
import { ROLE_LOGGED_OUT } from '@/store/role-actions';

/** The data kept for offline reading (services/backend/offline/), loaded on use: IndexedDB code stays out of the layout. */
const clearOfflineCopies = () =>
  void import('@/services/backend/offline/copy-store').then((m) => m.clearOfflineCopies());

/**
 * Logout: forget the stored id, leave the area, then sign out and clear the slice and the query cache. Leaving first means the area's
 * guard is gone before the provider reports "signed out", so there is one redirect, to the role's login page.
 */
export function useLogout(role: Role): { logout: () => Promise<void>; pending: boolean } {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    // Drafts and waiting messages go before the id that names their owner; the data kept for offline reading too.
    clearDrafts();
    clearOfflineCopies();
    clearRoleIds();
    try {
      await router.replace(AREA_ROUTES[role].login);
    } finally {
      dispatch(ROLE_LOGGED_OUT[role]());
      // Every cached document was the account's (its profile included): the next person at this browser sees none.
      queryClient.clear();
      // The stored id is already gone, so even a failed sign-out (offline) leaves the areas closed.
      await logout().catch(() => undefined);
      // Again once signed out: a read answered in between was kept under the account that was leaving.
      clearOfflineCopies();
      setPending(false);
    }
  }, [dispatch, queryClient, role, router]);

  return { logout: run, pending };
}
