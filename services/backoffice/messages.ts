/**
 * The back office's Message page: announcements (created, then delivered page by page so thousands of
 * recipients never time out one request) and the queue of reported conversations. Administrators only: the rules
 * let only them read these collections and the trusted operations check the role again.
 */
import { getBackend } from '../backend/backend';
import { ANNOUNCEMENTS, REPORTS } from '../converters/messaging-converter';
import { toMillis } from '../converters/lenient';
import { queryPage, type Page } from '../pagination';
import type { AnnouncementInput, Audience } from '../schemas/messaging';
import { validateLazily } from '../schemas/validate-lazily';

export interface Announcement {
  id: string;
  audience: Audience;
  title: string;
  body: string;
  total: number;
  recipients: number;
  emailed: number;
  status: 'sending' | 'sent';
  createdAt: number | null;
}

interface ReportedMessage {
  by: string;
  text: string;
  sentAt: number | null;
}

export interface Report {
  id: string;
  conversationId: string;
  reporter: string;
  reporterName: string;
  reported: string;
  reportedName: string;
  reason: string;
  messages: ReportedMessage[];
  createdAt: number | null;
}

export interface SendProgress {
  id: string;
  total: number;
  recipients: number;
  done: boolean;
}

const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export async function createAnnouncement(input: AnnouncementInput): Promise<SendProgress> {
  const valid = await validateLazily(
    import('../schemas/messaging').then((m) => m.announcementInputSchema),
    input,
  );
  return (await getBackend()).callTrusted('announcement-create', valid);
}

/** Delivers the next page of recipients; call again until `done`. */
export async function sendAnnouncementBatch(announcementId: string): Promise<SendProgress> {
  return (await getBackend()).callTrusted('announcement-send', { announcementId });
}

export async function listAnnouncements(after?: string): Promise<Page<Announcement>> {
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(
    backend.docs,
    { collection: ANNOUNCEMENTS, orderBy: [{ field: 'createdAt', direction: 'desc' }] },
    20,
    after,
  );
  const items = snaps.map((s): Announcement => {
    const d = s.data ?? {};
    return {
      id: s.id,
      audience: (['talents', 'companies', 'everyone'] as const).find((a) => a === d.audience) ?? 'talents',
      title: str(d.title),
      body: str(d.body),
      total: num(d.total),
      recipients: num(d.recipients),
      emailed: num(d.emailed),
      status: d.status === 'sent' ? 'sent' : 'sending',
      createdAt: toMillis(d.createdAt),
    };
  });
  return { items, nextCursor };
}

/** Reports waiting for a decision ('open'), or those whose reported party is paused ('actioned'). */
export async function listReports(status: 'open' | 'actioned', after?: string): Promise<Page<Report>> {
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(
    backend.docs,
    {
      collection: REPORTS,
      where: [{ field: 'status', op: '==', value: status }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    20,
    after,
  );
  const items = snaps.map((s): Report => {
    const d = s.data ?? {};
    const messages = Array.isArray(d.messages) ? d.messages : [];
    return {
      id: s.id,
      conversationId: str(d.conversationId),
      reporter: str(d.reporter),
      reporterName: str(d.reporterName),
      reported: str(d.reported),
      reportedName: str(d.reportedName),
      reason: str(d.reason),
      messages: messages.map((m: Record<string, unknown>) => ({
        by: str(m?.by),
        text: str(m?.text),
        sentAt: toMillis(m?.sentAt),
      })),
      createdAt: toMillis(d.createdAt),
    };
  });
  return { items, nextCursor };
}

export async function resolveReport(reportId: string, action: 'dismiss' | 'block' | 'lift'): Promise<void> {
  await (await getBackend()).callTrusted('report-resolve', { reportId, action });
}

/** The talent or company with this sign-in email (administrators start conversations with anyone), or null. */
export async function findAccountByEmail(
  email: string,
): Promise<{ uid: string; name: string; role: 'talent' | 'company' } | null> {
  const backend = await getBackend();
  const wanted = email.trim().toLowerCase();
  const talents = await backend.docs.query({
    collection: 'students',
    where: [{ field: 'email', op: '==', value: wanted }],
    limit: 1,
  });
  if (talents.length > 0) return { uid: talents[0].id, name: str(talents[0].data?.name) || wanted, role: 'talent' };
  // A company's email is in its private account record; its name on its profile.
  const accounts = await backend.docs.query({
    collection: 'companyAccounts',
    where: [{ field: 'email', op: '==', value: wanted }],
    limit: 1,
  });
  if (accounts.length === 0) return null;
  const company = await backend.docs.get(`companies/${accounts[0].id}`);
  return company.exists ? { uid: accounts[0].id, name: str(company.data?.name) || wanted, role: 'company' } : null;
}
