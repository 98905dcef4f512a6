/**
 * Why two people may talk: every conversation starts from a reason the server checks. A company may
 * write to a talent who applied to one of its jobs (open at once), or to a talent open to offers as a message
 * request (20 a week per company) the talent accepts or declines; a talent may write to a company it applied to;
 * an administrator may write to anyone. Talents never cold-message talents, nor companies companies.
 */
import { BackendError, type WriteOp } from '@/services/backend/types';
import {
  applicationFromSnapshot,
  applicationFromTalentSpec,
  applicationPath,
} from '@/services/converters/application-converter';
import { CONVERSATIONS } from '@/services/converters/messaging-converter';
import { applicationId, type Application } from '@/services/schemas/application';
import { MESSAGING_LIMITS, WEEK_MS, type ConversationStatus } from '@/services/schemas/messaging';
import type { PartyRecord } from './parties';
import type { TrustedServices } from './types';

export interface StartPlan {
  status: ConversationStatus;
  job?: { id: string; title: string };
  contact?: { email: string; phone?: string };
  /** A request's place in the company's weekly quota, written with the conversation. */
  quota?: WriteOp;
}

type Docs = Pick<TrustedServices['docs'], 'get' | 'query'>;

const refuse = (message: string) => new BackendError('permission-denied', message);

/** The talent's application to one of the company's jobs (that job's when given), or null. */
async function applicationBetween(
  docs: Docs,
  companyId: string,
  talentId: string,
  jobId?: string,
): Promise<Application | null> {
  if (jobId) {
    const snap = await docs.get(applicationPath(applicationId(jobId, talentId)));
    if (snap.exists && snap.data?.companyId === companyId) return applicationFromSnapshot(snap);
  }
  const snaps = await docs.query(applicationFromTalentSpec(companyId, talentId));
  return snaps.length > 0 ? applicationFromSnapshot(snaps[0]) : null;
}

/**
 * An open conversation when the talent applied to one of the company's jobs, else null. The contact is the one
 * the application carries: an application without `talentEmail` was sent before the talent's email was verified,
 * and the unverified address does not reach the company this way either.
 */
export async function openedByApplication(
  docs: Docs,
  companyId: string,
  talent: PartyRecord,
  jobId?: string,
): Promise<StartPlan | null> {
  const app = await applicationBetween(docs, companyId, talent.uid, jobId);
  if (!app) return null;
  const contact = app.talentEmail
    ? { email: app.talentEmail, ...(app.talentPhone ? { phone: app.talentPhone } : {}) }
    : undefined;
  return { status: 'open', job: { id: app.jobId, title: app.jobTitle }, ...(contact ? { contact } : {}) };
}

/**
 * What a talent who accepts a request hands over: as with an application, nothing until its email is verified (asked
 * of the sign-in account, not of a token that may predate the verification), so an address nobody proved to own
 * never reaches a company.
 */
export const contactOf = (talent: PartyRecord, emailVerified: boolean) =>
  emailVerified ? { email: talent.email, ...(talent.phone ? { phone: talent.phone } : {}) } : undefined;

/** Per company, when its recent message requests were sent: the weekly quota, read and written in one transaction. */
const requestQuotaPath = (companyId: string) => `${MESSAGE_REQUEST_QUOTAS}/${companyId}`;
const MESSAGE_REQUEST_QUOTAS = 'messageRequestQuotas';

/**
 * When the company's message requests of the last seven days were sent, oldest first. A count cannot run in a
 * transaction, so the quota document keeps those times; a company without one yet (requests sent before it
 * existed) starts from its conversations, read in the same transaction.
 */
async function recentRequestTimes(docs: Docs, companyId: string, now: number): Promise<number[]> {
  const since = now - WEEK_MS;
  const quota = await docs.get(requestQuotaPath(companyId));
  const stored = quota.exists && Array.isArray(quota.data?.sentAt) ? (quota.data.sentAt as unknown[]) : null;
  const times = stored
    ? stored.map((at) => (at instanceof Date ? at.getTime() : Number(at)))
    : (
        await docs.query({
          collection: CONVERSATIONS,
          where: [
            { field: 'requestedBy', op: '==', value: companyId },
            { field: 'requestedAt', op: '>=', value: new Date(since) },
          ],
          limit: MESSAGING_LIMITS.requestsPerWeek,
        })
      ).map((snap) => (snap.data?.requestedAt instanceof Date ? snap.data.requestedAt.getTime() : now));
  return times.filter((at) => Number.isFinite(at) && at >= since).sort((a, b) => a - b);
}

async function jobLabel(docs: Docs, companyId: string, jobId: string | undefined) {
  if (!jobId) return undefined;
  const snap = await docs.get(`jobs/${jobId}`);
  return snap.exists && snap.data?.companyId === companyId
    ? { id: jobId, title: String(snap.data.title ?? '') }
    : undefined;
}

/** Throws `permission-denied` with the reason shown to the sender when no reason allows a first message. */
export async function planStart(
  docs: Docs,
  sender: PartyRecord,
  recipient: PartyRecord,
  jobId: string | undefined,
  now: number,
): Promise<StartPlan> {
  if (sender.role === 'admin') return { status: 'open' };
  if (recipient.role === 'admin')
    throw refuse('Administrators start conversations with you; reply in one they started.');
  if (sender.role === recipient.role) {
    throw refuse(
      sender.role === 'talent' ? 'Talents cannot message other talents.' : 'Companies cannot message other companies.',
    );
  }
  const [company, talent] = sender.role === 'company' ? [sender, recipient] : [recipient, sender];
  const opened = await openedByApplication(docs, company.uid, talent, jobId);
  if (opened) return opened;
  if (sender.role === 'talent') throw refuse('You can message a company after applying to one of its jobs.');
  if (!talent.availability)
    throw refuse(`${talent.name} is not open to offers, so you can message them only after they apply.`);
  const recent = await recentRequestTimes(docs, company.uid, now);
  if (recent.length >= MESSAGING_LIMITS.requestsPerWeek) {
    throw new BackendError(
      'resource-exhausted',
      `You have sent ${MESSAGING_LIMITS.requestsPerWeek} message requests this week; you can send more once older ones are a week old.`,
    );
  }
  const job = await jobLabel(docs, company.uid, jobId);
  const quota: WriteOp = {
    type: 'set',
    path: requestQuotaPath(company.uid),
    data: { companyId: company.uid, sentAt: [...recent, now].map((at) => new Date(at)) },
  };
  return { status: 'request', ...(job ? { job } : {}), quota };
}
