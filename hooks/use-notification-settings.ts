import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getNotificationSettings, saveNotificationSettings } from '@/services/account/notification-settings';
import type { NotificationSettings } from '@/services/schemas/notification-settings';

export const notificationSettingsKeys = {
  all: ['notificationSettings'] as const,
  detail: (uid: string) => [...notificationSettingsKeys.all, uid] as const,
};

const notificationSettingsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: notificationSettingsKeys.detail(uid),
    queryFn: () => getNotificationSettings(uid),
    enabled: Boolean(uid),
  });

export const useNotificationSettings = (uid: string) => useQuery(notificationSettingsQueryOptions(uid));

/** Saves the settings; the cache holds what was saved, so a reload of the screen shows it without a new read. */
export function useSaveNotificationSettings(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => saveNotificationSettings(uid, settings),
    onSuccess: (_, settings) => queryClient.setQueryData(notificationSettingsKeys.detail(uid), settings),
  });
}
