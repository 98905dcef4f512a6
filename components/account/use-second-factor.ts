import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownMembershipKey } from '@/hooks/use-own-membership';
import {
  finishAuthenticatorSetup,
  newRecoveryCodes,
  removeAuthenticator,
  secondFactorState,
  sessionHasSecondFactor,
  setTeamSecondFactor,
  startAuthenticatorSetup,
} from '@/services/account/second-factor';

export const secondFactorKeys = {
  all: ['secondFactor'] as const,
  /** Whether the account has an authenticator app and this session signed in with it. */
  state: () => [...secondFactorKeys.all, 'state'] as const,
  /** Only whether this session signed in with it, read from the token (no request). */
  session: () => [...secondFactorKeys.all, 'session'] as const,
};

const stateQueryOptions = () => queryOptions({ queryKey: secondFactorKeys.state(), queryFn: secondFactorState });

export const useSecondFactorState = () => useQuery(stateQueryOptions());

/** Whether the session signed in with the app: what the back office's guard asks before showing anything. */
export const useSessionSecondFactor = (enabled = true) =>
  useQuery({ queryKey: secondFactorKeys.session(), queryFn: sessionHasSecondFactor, enabled });

function useSecondFactorMutation<I, R>(mutationFn: (input: I) => Promise<R>, queryKey: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}

export const useStartAuthenticatorSetup = () =>
  useMutation({ mutationFn: (password: string) => startAuthenticatorSetup(password) });

/**
 * Nothing is read again when it succeeds: the screen still has the recovery codes to show, and says when to
 * (reading the account's or the session's state again swaps the setup for what follows it).
 */
export const useFinishAuthenticatorSetup = () =>
  useMutation({ mutationFn: (code: string) => finishAuthenticatorSetup(code) });

export const useNewRecoveryCodes = () => useMutation({ mutationFn: () => newRecoveryCodes() });

/** Removing the app changes both what the account has and what the session carries. */
export const useRemoveAuthenticator = () =>
  useSecondFactorMutation(
    (input: { password: string; code: string }) => removeAuthenticator(input.password, input.code),
    secondFactorKeys.all,
  );

/** The owner's switch for the whole team; the member's own record (what the switch shows) is read again. */
export const useTeamSecondFactor = (companyId: string) =>
  useSecondFactorMutation((required: boolean) => setTeamSecondFactor(required), ownMembershipKey(companyId));
