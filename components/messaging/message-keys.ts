/** Query keys for the back office's messaging (reports, announcements); the inbox and threads are live subscriptions. */
export const messageKeys = {
  all: ['messages'] as const,
  reports: () => [...messageKeys.all, 'reports'] as const,
  reportList: (status: 'open' | 'actioned') => [...messageKeys.reports(), status] as const,
  announcements: () => [...messageKeys.all, 'announcements'] as const,
};
