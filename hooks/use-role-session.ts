import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { Role } from '@/constants/routes';
import type { AuthUser, BackendError, Unsubscribe } from '@/services/backend/types';
import { clearRoleId, readRoleId } from '@/services/account/role-ids';
import {
  findSuspension,
  isMissingRoleError,
  readRoleProfile,
  subscribeRoleProfile,
  watchAuth,
  type RoleProfiles,
} from '@/services/account/session';
import { useAppDispatch } from '@/store/hooks';
import { ROLE_LOGGED_OUT, ROLE_SIGNED_IN } from '@/store/role-actions';
import { sessionUserOf } from '@/store/user-slice';
import { useDeviceWatch } from './use-device-watch';
import { decideAreaAccess, type AreaGuardInput } from './guard-decision';
import { forgetSignedInProfile, primeSignedInProfile } from './use-signed-in-profile';

type RoleSessionStatus = 'checking' | 'ready' | 'error' | 'suspended';

export interface RoleSession {
  status: RoleSessionStatus;
  authUser: AuthUser | null;
  /** When `suspended`: the provider's refusal (its message carries the reason when the backend gave one). */
  suspension?: BackendError | null;
  /** After an error: subscribe again. */
  retry: () => void;
}

/**
 * The guard of a signed-in area: checks the stored id against the provider's user and the role's document, then
 * keeps the profile live for as long as the area is open: the document in the query cache, who is signed in in the
 * role's slice. Redirects to the role's login when any check fails.
 */
export function useRoleSession<R extends Role>(role: R): RoleSession {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const [state, setState] = useState<{
    status: RoleSessionStatus;
    authUser: AuthUser | null;
    suspension?: BackendError | null;
  }>({ status: 'checking', authUser: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let input: AreaGuardInput = { storedId: readRoleId(role), auth: undefined, profile: 'unknown' };
    let finished = false;
    const stop: { auth?: Unsubscribe; profile?: Unsubscribe } = {};
    let profileUid: string | null = null;
    // While the provider is asked whether the account was suspended, no decision is taken: the suspension signs
    // the account out meanwhile, and that must read "suspended", not send the visitor to a bare sign-in page.
    let checkingSuspension = false;
    let suspension: BackendError | null = null;
    const from = router.asPath;

    const stopAll = () => {
      finished = true;
      stop.auth?.();
      stop.profile?.();
    };

    const apply = () => {
      if (finished || checkingSuspension) return;
      const decision = decideAreaAccess(role, input, from);
      if (decision.kind === 'suspended') {
        stopAll();
        clearRoleId(role);
        signedOut();
        setState({ status: 'suspended', authUser: null, suspension });
        return;
      }
      if (decision.kind === 'redirect') {
        stopAll();
        if (decision.forgetStoredId) clearRoleId(role);
        signedOut();
        void router.replace(decision.to);
        return;
      }
      const status: RoleSessionStatus =
        decision.kind === 'allow' ? 'ready' : decision.kind === 'error' ? 'error' : 'checking';
      const authUser = input.auth ?? null;
      const next = (current: typeof state) =>
        current.status === status && current.authUser === authUser ? current : { status, authUser };
      // Ready mounts the whole screen: as a transition React draws it in slices between which the phone can answer
      // a tap, instead of one long task. Anything else (checking, an error) is small and shown at once.
      if (status === 'ready') startTransition(() => setState(next));
      else setState(next);
    };

    // The one read and the live subscription usually bring the same document: only a change redraws the area.
    let shownProfile = '';
    let shownUser = '';
    let profileId: string | null = null;
    const signedIn = (profile: RoleProfiles[R]) => {
      const text = JSON.stringify(profile);
      if (text === shownProfile) return;
      shownProfile = text;
      profileId = profile.id;
      primeSignedInProfile(queryClient, role, profile);
      const user = sessionUserOf(profile);
      if (JSON.stringify(user) === shownUser) return;
      shownUser = JSON.stringify(user);
      dispatch(ROLE_SIGNED_IN[role](user));
    };
    const signedOut = () => {
      if (profileId !== null) forgetSignedInProfile(queryClient, role, profileId);
      dispatch(ROLE_LOGGED_OUT[role]());
    };

    /** `otherwise`: what the profile is when the account turns out not to be suspended. */
    const checkSuspension = (otherwise: AreaGuardInput['profile']) => {
      if (checkingSuspension) return;
      checkingSuspension = true;
      void findSuspension().then((found) => {
        checkingSuspension = false;
        suspension = found;
        input = { ...input, profile: found ? 'suspended' : otherwise };
        apply();
      });
    };

    const followProfile = (uid: string) => {
      stop.profile?.();
      profileUid = uid;
      let live = false;
      // A single read answers in one round trip, while the live subscription first opens its stream and then
      // registers on it: whichever brings the profile first lets the area render, the subscription keeps it
      // current. Errors are the subscription's to report.
      readRoleProfile(role, uid).then(
        (profile) => {
          if (finished || live || profileUid !== uid) return;
          signedIn(profile);
          input = { ...input, profile: 'found' };
          apply();
        },
        () => undefined,
      );
      stop.profile = subscribeRoleProfile(
        role,
        uid,
        (profile) => {
          live = true;
          if (finished) return;
          signedIn(profile);
          input = { ...input, profile: 'found' };
          // Firebase keeps serving a suspended account until its token expires; its document says so at once.
          if ((profile as { suspended?: unknown }).suspended === true) checkSuspension('found');
          else apply();
        },
        (error) => {
          // A document that cannot be read for another reason than a missing role may be a suspension (the local
          // backend refuses a suspended caller as an ended session): ask before calling it a network error.
          if (isMissingRoleError(error)) {
            input = { ...input, profile: 'missing' };
            apply();
          } else checkSuspension('error');
        },
      );
    };

    apply();
    if (finished) return;
    stop.auth = watchAuth(
      (user) => {
        input = { ...input, auth: user };
        if (user && user.uid === input.storedId && profileUid !== user.uid) followProfile(user.uid);
        apply();
      },
      () => {
        input = { ...input, auth: null };
        apply();
      },
    );
    return stopAll;
    // The router object changes on every navigation; the guard runs once per area visit (and per retry).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [role, attempt, dispatch, queryClient]);

  useDeviceWatch(role, state.status === 'ready' ? (state.authUser?.uid ?? null) : null);

  const retry = useCallback(() => {
    setState((current) => ({ ...current, status: 'checking' }));
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
