import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePassword, requestEmailChange, setAvailability, setEmailOptOut, type NotifiedRole } from '@/services/account/account';
import { deleteAccount } from '@/services/account/account-deletion';
import { companyKeys, talentProfileKeys } from './profile-keys';

export const useChangePassword = () =>
  useMutation({ mutationFn: (input: { currentPassword: string; newPassword: string }) => changePassword(input.currentPassword, input.newPassword) });

export const useRequestEmailChange = () =>
  useMutation({ mutationFn: (input: { currentPassword: string; newEmail: string }) => requestEmailChange(input.currentPassword, input.newEmail) });

/**
 * The settings' preference switches. The signed-in profile in the store follows its document live; the cached
 * profile queries (the profile pages) are refetched.
 */
export function useAccountPreferences(role: NotifiedRole, id: string) {
  const queryClient = useQueryClient();
  const refetchProfile = () => queryClient.invalidateQueries({ queryKey: role === 'talent' ? talentProfileKeys.detail(id) : companyKeys.detail(id) });
  const emailOptOut = useMutation({
    mutationFn: (optedOut: boolean) => setEmailOptOut(role, id, optedOut),
    onSuccess: refetchProfile,
  });
  const availability = useMutation({
    mutationFn: (available: boolean) => setAvailability(id, available),
    onSuccess: refetchProfile,
  });
  return { emailOptOut, availability };
}

/**
 * Deletes the signed-in account. Callbacks go on the mutation itself, not on `mutate`: signing out may unmount the
 * screen before the call returns. Every cached query belonged to the account, so the whole cache goes.
 */
export function useDeleteAccount(onDeleted: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => deleteAccount(password),
    onSuccess: async () => {
      queryClient.clear();
      await onDeleted();
    },
  });
}
