/** The team screen: members and pending invitations, and the owner's actions, each refreshing what it changed. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inviteRecruiter,
  listMembers,
  listPendingInvites,
  removeMember,
  revokeInvite,
  transferOwnership,
} from '@/services/companies/company-team';
import type { InviteInput } from '@/services/schemas/company-team';
import { ownMembershipKey } from '@/hooks/use-own-membership';

export const teamKeys = {
  all: (companyId: string) => ['companies', companyId, 'team'] as const,
  members: (companyId: string) => [...teamKeys.all(companyId), 'members'] as const,
  invites: (companyId: string) => [...teamKeys.all(companyId), 'invites'] as const,
};

export const useTeamMembers = (companyId: string) =>
  useQuery({
    queryKey: teamKeys.members(companyId),
    queryFn: () => listMembers(companyId),
    enabled: Boolean(companyId),
  });

export const usePendingInvites = (companyId: string) =>
  useQuery({
    queryKey: teamKeys.invites(companyId),
    queryFn: () => listPendingInvites(companyId),
    enabled: Boolean(companyId),
  });

export function useTeamActions(companyId: string) {
  const queryClient = useQueryClient();
  const refresh = (key: readonly unknown[]) => () => queryClient.invalidateQueries({ queryKey: key });
  const refreshMembers = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.members(companyId) }),
      queryClient.invalidateQueries({ queryKey: ownMembershipKey(companyId) }),
    ]);
  return {
    invite: useMutation({
      mutationFn: (input: InviteInput) => inviteRecruiter(input),
      onSuccess: refresh(teamKeys.invites(companyId)),
    }),
    revoke: useMutation({
      mutationFn: (inviteId: string) => revokeInvite(inviteId),
      onSuccess: refresh(teamKeys.invites(companyId)),
    }),
    remove: useMutation({ mutationFn: (uid: string) => removeMember(uid), onSuccess: refreshMembers }),
    transfer: useMutation({ mutationFn: (uid: string) => transferOwnership(uid), onSuccess: refreshMembers }),
  };
}
