/** The back office's messaging: the report queue and its decisions, announcements and their delivery, finding an account. */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createAnnouncement,
  findAccountByEmail,
  listAnnouncements,
  listReports,
  resolveReport,
  sendAnnouncementBatch,
  type Report,
} from '@/services/backoffice/messages';
import type { Audience } from '@/services/schemas/messaging';
import { messageKeys } from './message-keys';

export function useReports(status: 'open' | 'actioned') {
  return useInfiniteQuery({
    queryKey: messageKeys.reportList(status),
    queryFn: ({ pageParam }) => listReports(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Dismissing, blocking or lifting moves a report between the open and the actioned lists: both refresh. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ report, action }: { report: Report; action: 'dismiss' | 'block' | 'lift' }) =>
      resolveReport(report.id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.reports() }),
  });
}

export function useAnnouncementHistory() {
  return useInfiniteQuery({
    queryKey: messageKeys.announcements(),
    queryFn: ({ pageParam }) => listAnnouncements(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export type AnnouncementDraft = { audience: Audience; title: string; body: string };

/**
 * Creates an announcement (or resumes one whose delivery stopped) and delivers it page by page, one call a page, so
 * thousands of recipients never time out one request. The history refreshes whether it finished or stopped: a
 * stopped one keeps its cursor and shows "Resume sending".
 */
export function useAnnouncementDelivery() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ recipients: number; total: number } | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: AnnouncementDraft | { resume: string }) => {
      let state = 'resume' in input ? await sendAnnouncementBatch(input.resume) : await createAnnouncement(input);
      setProgress({ recipients: state.recipients, total: state.total });
      while (!state.done) {
        state = await sendAnnouncementBatch(state.id);
        setProgress({ recipients: state.recipients, total: state.total });
      }
      return state;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.announcements() }),
  });
  return { ...mutation, progress };
}

/** Finds the talent or company who signs in with an email (null when nobody does). Reads only. */
export function useFindAccount() {
  return useMutation({ mutationFn: (email: string) => findAccountByEmail(email) });
}
