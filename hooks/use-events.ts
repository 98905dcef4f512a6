import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  cancelEvent,
  createEvent,
  listAdminEvents,
  listMemberEvents,
  listNextEvents,
  newEventId,
  publishEvent,
  updateEvent,
  type AdminEventTab,
  type EventInput,
  type EventTab,
} from '@/services/events/events';
import { getEventJoinLink } from '@/services/events/join-link';
import {
  cancelRsvp,
  exportRsvpsCsv,
  getMyRsvp,
  listRsvps,
  rsvpToEvent,
  type RsvpStatus,
} from '@/services/events/rsvps';

/** Lists, details and RSVPs share the `events` prefix: an admin write or an RSVP refreshes what shows it. */
const eventKeys = {
  all: ['events'] as const,
  admin: (tab: AdminEventTab) => [...eventKeys.all, 'admin', tab] as const,
  member: (role: 'talent' | 'company', tab: EventTab) => [...eventKeys.all, 'member', role, tab] as const,
  next: (role: 'talent' | 'company') => [...eventKeys.all, 'next', role] as const,
  myRsvp: (eventId: string, uid: string) => [...eventKeys.all, 'rsvp', eventId, uid] as const,
  rsvps: (eventId: string, status: RsvpStatus) => [...eventKeys.all, 'rsvps', eventId, status] as const,
  joinLink: (eventId: string) => [...eventKeys.all, 'join-link', eventId] as const,
};

const pages = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
};

export const useAdminEvents = (tab: AdminEventTab) =>
  useInfiniteQuery({
    queryKey: eventKeys.admin(tab),
    queryFn: ({ pageParam }) => listAdminEvents({ tab, cursor: pageParam }),
    placeholderData: keepPreviousData,
    ...pages,
  });

export const useMemberEvents = (role: 'talent' | 'company', tab: EventTab) =>
  useInfiniteQuery({
    queryKey: eventKeys.member(role, tab),
    queryFn: ({ pageParam }) => listMemberEvents({ role, tab, cursor: pageParam }),
    ...pages,
  });

export const useNextEvents = (role: 'talent' | 'company', enabled = true) =>
  useQuery({ queryKey: eventKeys.next(role), queryFn: () => listNextEvents(role, 3), enabled });

export const useMyRsvp = (eventId: string, uid: string) =>
  useQuery({ queryKey: eventKeys.myRsvp(eventId, uid), queryFn: () => getMyRsvp(eventId, uid), enabled: Boolean(uid) });

/** An online event's join link, read only when `enabled` (the viewer is going and the link's time has come, or an administrator edits). */
export const useEventJoinLink = (eventId: string, enabled: boolean) =>
  useQuery({ queryKey: eventKeys.joinLink(eventId), queryFn: () => getEventJoinLink(eventId), enabled });

export const useRsvps = (eventId: string, status: RsvpStatus) =>
  useInfiniteQuery({
    queryKey: eventKeys.rsvps(eventId, status),
    queryFn: ({ pageParam }) => listRsvps(eventId, status, pageParam),
    ...pages,
  });

function useEventsMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }) });
}

/** `isNew`: the event is created with `id` (the one its form chose, see useEventId); otherwise `id` is updated. */
export const useSaveEvent = () =>
  useEventsMutation(
    ({ id, isNew, input, publish }: { id: string; isNew: boolean; input: EventInput; publish?: boolean }) =>
      isNew ? createEvent(input, publish ? 'published' : 'draft', id) : updateEvent(id, input),
  );

/**
 * The event's id, or for a new one the id it will be created with, chosen once per form: its cover is stored under
 * it before it is saved.
 */
export function useEventId(event?: { id: string }): string {
  const [fresh] = useState(newEventId);
  return event?.id ?? fresh;
}
export const usePublishEvent = () => useEventsMutation((id: string) => publishEvent(id));
export const useCancelEvent = () => useEventsMutation((id: string) => cancelEvent(id));
export const useRsvp = () =>
  useEventsMutation(
    ({
      eventId,
      person,
      joinWaitingList,
    }: {
      eventId: string;
      person: { uid: string; name: string; email: string };
      joinWaitingList: boolean;
    }) => rsvpToEvent(eventId, person, { joinWaitingList }),
  );
export const useCancelRsvp = () => useEventsMutation((eventId: string) => cancelRsvp(eventId));

/** Every RSVP of an event (both lists, all pages) as CSV text. Reads only. */
export const useRsvpsCsv = (eventId: string) => useMutation({ mutationFn: () => exportRsvpsCsv(eventId) });
