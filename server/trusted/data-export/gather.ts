/**
 * Reads, with privileged access, everything the marketplace holds about one talent or one company, section by
 * section (contents.ts). Other people appear only in what they sent to the person (a message, an application to its
 * job, an interview); their own state (another party's unread count or "Seen" time) is left out, and so are a
 * company's private notes on a talent in the talent's download: they are the company's own.
 */
import { queryAll } from '@/services/pagination';
import type { DocSnapshot, DocumentData, QuerySpec } from '@/services/backend/types';
import {
  CONVERSATIONS,
  inboxPath,
  messagesCollection,
  NOTIFICATIONS,
  REPORTS,
} from '@/services/converters/messaging-converter';
import { EVENTS, rsvpPath } from '@/services/converters/event-converter';
import { companyAccountPath } from '@/services/converters/company-account-converter';
import { companyPath } from '@/services/converters/company-converter';
import { companyMemberPath } from '@/services/converters/company-member-doc';
import { COMPANY_INVITES } from '@/services/converters/company-team-converter';
import { APPLICANT_NOTES, APPLICANT_RATINGS, JOB_RATINGS } from '@/services/converters/applicant-note-converter';
import { INTERVIEWS } from '@/services/converters/interview-converter';
import { SAVED_JOBS } from '@/services/converters/saved-job-converter';
import { SAVED_SEARCHES } from '@/services/converters/saved-search-converter';
import { notificationSettingsPath } from '@/services/schemas/notification-settings';
import type { TrustedDocs } from '../types';
import type { ExportRole } from './contents';
import { signInHistory } from './sign-in-history';

type Docs = Pick<TrustedDocs, 'get' | 'query'>;
export type ExportRecord = DocumentData & { id: string };
export type ExportData = Record<string, ExportRecord[]>;

const record = (snap: DocSnapshot): ExportRecord => ({ id: snap.id, ...(snap.data ?? {}) });
const one = async (docs: Docs, path: string) => {
  const snap = await docs.get(path);
  return snap.exists ? [record(snap)] : [];
};
const where = (collection: string, field: string, value: string): QuerySpec => ({
  collection,
  where: [{ field, op: '==', value }],
});
const all = async (docs: Docs, collection: string, field: string, values: readonly string[]) =>
  (await Promise.all([...new Set(values)].map((v) => queryAll(docs, where(collection, field, v))))).flat().map(record);

/** Only the parties' own entries of a per-party map (unread counts, "Seen" times). */
const own = (map: unknown, parties: readonly string[]) =>
  Object.fromEntries(Object.entries((map ?? {}) as DocumentData).filter(([key]) => parties.includes(key)));

/** The party's conversations, each with its messages (sent and received), oldest first. */
async function conversations(docs: Docs, parties: readonly string[]): Promise<ExportRecord[]> {
  const found = new Map<string, DocSnapshot>();
  for (const party of parties) {
    const spec: QuerySpec = {
      collection: CONVERSATIONS,
      where: [{ field: 'participants', op: 'array-contains', value: party }],
    };
    for (const snap of await queryAll(docs, spec)) found.set(snap.id, snap);
  }
  const out: ExportRecord[] = [];
  for (const snap of found.values()) {
    const messages = (await queryAll(docs, { collection: messagesCollection(snap.id) })).map(record);
    messages.sort((a, b) => Number(a.sentAt ?? 0) - Number(b.sentAt ?? 0));
    const data = snap.data ?? {};
    out.push({ ...record(snap), unread: own(data.unread, parties), seenAt: own(data.seenAt, parties), messages });
  }
  return out;
}

async function rsvps(docs: Docs, parties: readonly string[]): Promise<ExportRecord[]> {
  const out: ExportRecord[] = [];
  for (const event of await queryAll(docs, { collection: EVENTS })) {
    for (const party of parties) {
      const snap = await docs.get(rsvpPath(event.id, party));
      if (snap.exists) out.push({ ...record(snap), eventId: event.id, eventTitle: event.data?.title });
    }
  }
  return out;
}

/** Sections both roles have, for the person (`uid`) and, for a company, its id too. */
async function common(docs: Docs, uid: string, parties: readonly string[]): Promise<ExportData> {
  return {
    conversations: await conversations(docs, parties),
    notifications: await all(docs, NOTIFICATIONS, 'userId', parties),
    inboxes: (await Promise.all(parties.map((p) => one(docs, inboxPath(p))))).flat(),
    notificationSettings: await one(docs, notificationSettingsPath(uid)),
    rsvps: await rsvps(docs, parties),
    reports: await all(docs, REPORTS, 'reporter', parties),
    uploadQuotas: await one(docs, `uploadQuotas/${uid}`),
    signInHistory: (await signInHistory(docs, uid)).map(record),
  };
}

export async function gatherTalent(docs: Docs, uid: string): Promise<ExportData> {
  return {
    students: await one(docs, `students/${uid}`),
    talentCards: await one(docs, `talentCards/${uid}`),
    applications: await all(docs, 'applications', 'talentId', [uid]),
    interviews: await all(docs, INTERVIEWS, 'talentId', [uid]),
    assessmentAttempts: await all(docs, 'assessmentAttempts', 'talentId', [uid]),
    assessmentProgress: await all(docs, 'assessmentProgress', 'talentId', [uid]),
    savedJobs: await all(docs, SAVED_JOBS, 'talentId', [uid]),
    savedSearches: await all(docs, SAVED_SEARCHES, 'talentId', [uid]),
    ...(await common(docs, uid, [uid])),
  };
}

/** The company's own records, its hiring notes included; of its team, only the owner's own membership. */
export async function gatherCompany(docs: Docs, uid: string, companyId: string): Promise<ExportData> {
  const parties = [...new Set([companyId, uid])];
  const byCompany = (collection: string) => all(docs, collection, 'companyId', [companyId]);
  return {
    companies: await one(docs, companyPath(companyId)),
    companyAccounts: await one(docs, companyAccountPath(companyId)),
    companyMembers: await one(docs, companyMemberPath(uid)),
    companyInvites: await byCompany(COMPANY_INVITES),
    jobs: await byCompany('jobs'),
    applications: await byCompany('applications'),
    applicantNotes: await byCompany(APPLICANT_NOTES),
    applicantRatings: await byCompany(APPLICANT_RATINGS),
    jobRatings: await byCompany(JOB_RATINGS),
    interviews: await byCompany(INTERVIEWS),
    messageRequestQuotas: await one(docs, `messageRequestQuotas/${companyId}`),
    ...(await common(docs, uid, parties)),
  };
}

export const gatherFor = (role: ExportRole, docs: Docs, uid: string, companyId: string) =>
  role === 'talent' ? gatherTalent(docs, uid) : gatherCompany(docs, uid, companyId);
