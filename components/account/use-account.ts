import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePassword, requestEmailChange, setAvailability } from '@/services/account/account';
import { deleteAccount } from '@/services/account/account-deletion';
import { requestDataExport } from '@/services/account/data-export';
import { talentProfileKeys } from '@/hooks/profile-keys';

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      changePassword(input.currentPassword, input.newPassword),
  });

export const useRequestEmailChange = () =>
  useMutation({
    mutationFn: (input: { currentPassword: string; newEmail: string }) =>
      requestEmailChange(input.currentPassword, input.newEmail),
  });

/**
 * The talent's availability switch. The signed-in profile in the store follows its document live; the cached
 * profile query (the profile page) is refetched.
 */
export function useAccountPreferences(id: string) {
  const queryClient = useQueryClient();
  const availability = useMutation({
    mutationFn: (available: boolean) => setAvailability(id, available),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talentProfileKeys.detail(id) }),
  });
  return { availability };
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

/** Builds a download of the signed-in account's data (a talent's, or the company's for its owner). */
export const useDataExport = () => useMutation({ mutationFn: () => requestDataExport() });
