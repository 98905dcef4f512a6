/** Notifications through React Query: the bell's latest few and the paginated history; marking read. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listNotifications, markNotificationsRead } from '@/services/messaging/notifications';

const notificationKeys = {
  all: ['notifications'] as const,
  latest: (uid: string, unread: number) => [...notificationKeys.all, uid, 'latest', unread] as const,
  history: (uid: string) => [...notificationKeys.all, uid, 'history'] as const,
};

const BELL_SIZE = 8;

/** Refetched whenever the unread count changes, so a new notification shows while the panel is open. */
export function useLatestNotifications(uid: string, unread: number) {
  return useQuery({
    queryKey: notificationKeys.latest(uid, unread),
    queryFn: () => listNotifications(uid, undefined, BELL_SIZE),
  });
}

export function useNotificationHistory(uid: string) {
  return useInfiniteQuery({
    queryKey: notificationKeys.history(uid),
    queryFn: ({ pageParam }) => listNotifications(uid, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: uid !== '',
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: string[] | 'all') => markNotificationsRead(which),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
