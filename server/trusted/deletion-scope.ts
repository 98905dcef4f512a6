/**
 * What deleting an account takes with it when the account is on a company's team. The company goes only with its
 * last member: an owner alone on its team takes it (jobs closed, profile gone, as a one-account company always did);
 * an owner with a team is refused until it hands ownership over (nobody would be left to run the company); a
 * recruiter leaves and the company stays. A founding account after a hand-over is a recruiter (or, taken off the
 * team, an ex-member) whose uid is still the company's id: the jobs, applications, conversations, notes, RSVPs and
 * files keyed by that uid are the company's, so only its sign-in and what named the person go, and its member
 * document becomes the `removed` marker (no document would read as the owner of a company of before teams, and the
 * upgrade would make it the owner again).
 */
import { BackendError, deleteField, serverTimestamp, type DocumentData, type WriteOp } from '@/services/backend/types';
import { companyAccountPath } from '@/services/converters/company-account-converter';
import { companyPath } from '@/services/converters/company-converter';
import { companyMemberPath } from '@/services/converters/company-member-doc';
import { COMPANY_INVITES, memberFromSnapshot } from '@/services/converters/company-team-converter';
import { REMOVED_ROLE, TEAM_LIMITS } from '@/services/schemas/company-team-constants';
import { notificationSettingsPath } from '@/services/schemas/notification-settings';
import { readMembership, teamMemberDocs } from './company-membership';
import type { TrustedDocs } from './types';

/** Shown to an owner with a team who asks to delete the account; the confirmation dialog says the same beforehand. */
export const HAND_OVER_FIRST =
  'You own this company and others work on its team: hand ownership over to one of them first (Team), then delete your account.';

export type DeletionScope =
  /**
   * A talent, an account on no team, or a recruiter who is not the founding account: everything keyed by its uid goes
   * (a recruiter's attachments in its company's conversations are kept for the company first).
   */
  | { kind: 'account'; recruiterOf: string | null }
  /** The last member of its company: the company goes with it. */
  | { kind: 'company'; companyId: string }
  /** A founding account that no longer owns its company: only its sign-in goes. */
  | { kind: 'former-founder'; companyId: string };

async function othersOnTeam(docs: Pick<TrustedDocs, 'query'>, companyId: string, uid: string): Promise<number> {
  const members = await teamMemberDocs(docs, companyId);
  return members.filter((snap) => snap.id !== uid && memberFromSnapshot(snap) !== null).length;
}

/** Where the tombstone of a deleted account is kept (uid, date and what its deletion covers: nothing personal). */
const deletedAccountPath = (uid: string) => `deletedAccounts/${uid}`;

/**
 * The tombstone, written first (the rules and the local policy refuse the account's writes from then on), with the
 * scope decided before the membership went, so a run that failed half-way resumes with the same scope.
 */
export const tombstoneWrite = (uid: string, scope: DeletionScope): WriteOp => ({
  type: 'set',
  path: deletedAccountPath(uid),
  data: { deletedAt: serverTimestamp(), scope },
});

function storedScope(value: unknown): DeletionScope | null {
  const s = (value ?? {}) as Record<string, unknown>;
  if ((s.kind === 'company' || s.kind === 'former-founder') && typeof s.companyId === 'string')
    return { kind: s.kind, companyId: s.companyId };
  if (s.kind === 'account' && (s.recruiterOf === null || typeof s.recruiterOf === 'string'))
    return { kind: 'account', recruiterOf: s.recruiterOf };
  return null;
}

/**
 * Decided before anything is disabled or written, so a refusal leaves the account as it was; a run that resumes
 * after a failure keeps the scope its tombstone recorded (its membership may already be gone).
 */
export async function deletionScope(docs: Pick<TrustedDocs, 'get' | 'query'>, uid: string): Promise<DeletionScope> {
  const resumed = storedScope((await docs.get(deletedAccountPath(uid))).data?.scope);
  if (resumed) return resumed;
  const membership = await readMembership(docs, uid);
  if (membership?.role === 'owner') {
    if ((await othersOnTeam(docs, membership.companyId, uid)) > 0)
      throw new BackendError('failed-precondition', HAND_OVER_FIRST);
    return { kind: 'company', companyId: membership.companyId };
  }
  // No membership and no company of its own: a talent or an ex-member (a removed recruiter has no document left).
  const founded = await docs.get(companyPath(uid));
  if (founded.exists) return { kind: 'former-founder', companyId: uid };
  return { kind: 'account', recruiterOf: membership?.role === 'recruiter' ? membership.companyId : null };
}

/**
 * What the company keeps of a founding account whose sign-in goes: the member document stays as the `removed` marker
 * but loses the person's name and email; the account record (`companyAccounts/{uid}`, the company's: its standing
 * with the back office and whether its email was proven, which the review needs) loses the founder's sign-in email,
 * as does a company document of before that record; the founder's own notification settings go. Jobs,
 * conversations, RSVPs and files keyed by the uid are the company's and stay. `wasMember` is false when it had
 * already been taken off the team (or on a re-run).
 */
export async function formerFounderWrites(
  docs: Pick<TrustedDocs, 'get'>,
  uid: string,
): Promise<{ writes: WriteOp[]; wasMember: boolean }> {
  const [member, account, company] = await Promise.all([
    docs.get(companyMemberPath(uid)),
    docs.get(companyAccountPath(uid)),
    docs.get(companyPath(uid)),
  ]);
  const data = member.data ?? {};
  const wasMember = data.role !== REMOVED_ROLE;
  const personal = (d: DocumentData | null | undefined, keys: string[]) => keys.filter((key) => d != null && key in d);
  const writes: WriteOp[] = [];
  if (wasMember || personal(data, ['name', 'email']).length > 0) {
    const removedAt = wasMember ? new Date() : (data.removedAt ?? data.joinedAt ?? new Date());
    writes.push({
      type: 'set',
      path: companyMemberPath(uid),
      data: { uid, companyId: uid, role: REMOVED_ROLE, removedAt },
    });
  }
  const accountEmail = personal(account.data, ['email']);
  if (account.exists && accountEmail.length > 0)
    writes.push({ type: 'update', path: companyAccountPath(uid), data: { email: deleteField() } });
  const legacy = personal(company.data, ['email', 'optedOutOfEmail']);
  if (company.exists && legacy.length > 0)
    writes.push({
      type: 'update',
      path: companyPath(uid),
      data: Object.fromEntries(legacy.map((key) => [key, deleteField()])),
    });
  writes.push({ type: 'delete', path: notificationSettingsPath(uid) });
  return { writes, wasMember };
}

/** A company that goes with its last member: its pending invitations go too, so no link joins a company that is gone. */
export async function companyTeamWrites(docs: Pick<TrustedDocs, 'query'>, companyId: string): Promise<WriteOp[]> {
  const invites = docs.query({
    collection: COMPANY_INVITES,
    where: [{ field: 'companyId', op: '==', value: companyId }],
    limit: TEAM_LIMITS.listMax,
  });
  const [pending, members] = await Promise.all([invites, teamMemberDocs(docs, companyId)]);
  return [...pending, ...members].map((snap): WriteOp => ({ type: 'delete', path: snap.path }));
}
