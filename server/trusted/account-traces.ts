/**
 * What a deleted account leaves in other people's documents, made impersonal. Conversations stay for the other
 * party but show "Deleted user" (no name, no avatar, no contact details), and the account's attachments (files
 * that go with the account) leave its messages; its RSVPs go (the seat is freed, and handed to the first person
 * waiting, as a cancel does); its own notifications, inbox, a talent's scam warnings, saved jobs and saved searches go, and a company's private
 * notes and ratings on its applicants with their per-job aggregates. Every step is safe to repeat.
 */
import {
  deleteField,
  type DocSnapshot,
  type DocumentData,
  type QuerySpec,
  type WriteOp,
} from '@/services/backend/types';
import { rsvpPath } from '@/services/converters/event-converter';
import { warningsPath } from '@/services/converters/message-warnings-converter';
import { CONVERSATIONS, inboxPath, messagesCollection, NOTIFICATIONS } from '@/services/converters/messaging-converter';
import { SAVED_JOBS } from '@/services/converters/saved-job-converter';
import { APPLICANT_NOTES, APPLICANT_RATINGS, JOB_RATINGS } from '@/services/converters/applicant-note-converter';
import { INTERVIEWS } from '@/services/converters/interview-converter';
import { SAVED_SEARCHES } from '@/services/converters/saved-search-converter';
import { notificationSettingsPath } from '@/services/schemas/notification-settings';
import { commitInChunks } from '@/services/write-chunks';
import { cancelRsvp } from './cancel-rsvp';
import type { TrustedContext } from './types';

/** What others see in place of a deleted account's name. */
export const DELETED_USER_NAME = 'Deleted user';
const PAGE = 200;

/** Every document of a query, paged by document id. */
async function queryEvery(ctx: TrustedContext, spec: Omit<QuerySpec, 'limit' | 'startAfter'>): Promise<DocSnapshot[]> {
  const all: DocSnapshot[] = [];
  for (;;) {
    const page = await ctx.docs.query({
      ...spec,
      limit: PAGE,
      ...(all.length > 0 ? { startAfter: all[all.length - 1] } : {}),
    });
    all.push(...page);
    if (page.length < PAGE) return all;
  }
}

type PartyRole = 'talent' | 'company';

function conversationWrite(conversation: DocSnapshot, uid: string, role: PartyRole): WriteOp {
  const party = ((conversation.data?.people ?? {}) as Record<string, DocumentData>)[uid];
  return {
    type: 'update',
    path: conversation.path,
    data: {
      [`people.${uid}`]: { name: DELETED_USER_NAME, role: party?.role ?? role },
      // The talent's email and phone, copied in when it opened the door.
      contact: deleteField(),
    },
  };
}

async function conversationWrites(ctx: TrustedContext, uid: string, role: PartyRole): Promise<WriteOp[]> {
  const conversations = await queryEvery(ctx, {
    collection: CONVERSATIONS,
    where: [{ field: 'participants', op: 'array-contains', value: uid }],
  });
  const writes = conversations.map((c) => conversationWrite(c, uid, role));
  // A talent's scam warnings were its own: they go with it.
  if (role === 'talent') for (const c of conversations) writes.push({ type: 'delete', path: warningsPath(c.id, uid) });
  for (const conversation of conversations) {
    const mine = await queryEvery(ctx, {
      collection: messagesCollection(conversation.id),
      where: [{ field: 'by', op: '==', value: uid }],
    });
    for (const message of mine) {
      if (message.data && 'attachment' in message.data)
        writes.push({ type: 'update', path: message.path, data: { attachment: deleteField() } });
    }
  }
  return writes;
}

/** Each RSVP of the caller's account is cancelled as it would cancel it: counts kept right, the waiting list served. */
async function cancelRsvps(ctx: TrustedContext, uid: string): Promise<number> {
  let cancelled = 0;
  for (const event of await queryEvery(ctx, { collection: 'events' })) {
    if (!(await ctx.docs.get(rsvpPath(event.id, uid))).exists) continue;
    await cancelRsvp(ctx, { eventId: event.id });
    cancelled += 1;
  }
  return cancelled;
}

/** A company's notes and ratings on its applicants and its jobs' rating aggregates: its own, and nobody else's to keep. */
async function companyHiringNotes(ctx: TrustedContext, uid: string): Promise<DocSnapshot[]> {
  const mine = (collection: string) =>
    queryEvery(ctx, { collection, where: [{ field: 'companyId', op: '==', value: uid }] });
  return [...(await mine(APPLICANT_NOTES)), ...(await mine(APPLICANT_RATINGS)), ...(await mine(JOB_RATINGS))];
}

/** Interviews the account was part of, on either side: with one side gone there is nobody left to meet. */
async function interviewsOf(ctx: TrustedContext, uid: string): Promise<DocSnapshot[]> {
  const side = (field: 'companyId' | 'talentId') =>
    queryEvery(ctx, { collection: INTERVIEWS, where: [{ field, op: '==', value: uid }] });
  return [...(await side('companyId')), ...(await side('talentId'))];
}

/**
 * Strips the account from what others keep and removes what was only its own; returns the RSVPs cancelled. `role`
 * names the account in a conversation that lacks its entry.
 */
export async function removeAccountTraces(
  ctx: TrustedContext,
  uid: string,
  role: PartyRole,
): Promise<{ rsvpsCancelled: number }> {
  await commitInChunks(ctx.docs, await conversationWrites(ctx, uid, role));
  const rsvpsCancelled = await cancelRsvps(ctx, uid);
  const notifications = await queryEvery(ctx, {
    collection: NOTIFICATIONS,
    where: [{ field: 'userId', op: '==', value: uid }],
  });
  const savedJobs = await queryEvery(ctx, {
    collection: SAVED_JOBS,
    where: [{ field: 'talentId', op: '==', value: uid }],
  });
  const savedSearches = await queryEvery(ctx, {
    collection: SAVED_SEARCHES,
    where: [{ field: 'talentId', op: '==', value: uid }],
  });
  // Swept whatever the role, as delete-account sweeps both sides: a re-run after the company document went still finds them.
  const hiringNotes = await companyHiringNotes(ctx, uid);
  const interviews = await interviewsOf(ctx, uid);
  await commitInChunks(ctx.docs, [
    ...[...notifications, ...savedJobs, ...savedSearches, ...hiringNotes, ...interviews].map((n): WriteOp => ({
      type: 'delete',
      path: n.path,
    })),
    { type: 'delete', path: inboxPath(uid) },
    { type: 'delete', path: notificationSettingsPath(uid) },
  ]);
  return { rsvpsCancelled };
}
