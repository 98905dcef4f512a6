/**
 * A company's team as its members see it: the members and the pending invitations (one query each), and the owner's
 * actions, each a trusted operation (server/trusted/company-team.ts). Accepting an invitation is the join page's.
 */
import { getBackend } from '../backend/backend';
import { COMPANY_INVITES, inviteFromSnapshot, memberFromSnapshot } from '../converters/company-team-converter';
import { COMPANY_MEMBERS } from '../converters/company-member-doc';
import type { InviteInput } from '../schemas/company-team';
import { TEAM_LIMITS, type CompanyInvite, type CompanyMember } from '../schemas/company-team-constants';
import { isDocId } from '../schemas/doc-id';
import { validateLazily } from '../schemas/validate-lazily';

const ofCompany = (collection: string, companyId: string) => ({
  collection,
  where: [{ field: 'companyId', op: '==' as const, value: companyId }],
  limit: TEAM_LIMITS.listMax,
});

/** Owner first, then by name. */
export async function listMembers(companyId: string): Promise<CompanyMember[]> {
  if (!isDocId(companyId)) return [];
  const backend = await getBackend();
  const members = (await backend.docs.query(ofCompany(COMPANY_MEMBERS, companyId)))
    .map(memberFromSnapshot)
    .filter((m) => m !== null);
  return members.sort(
    (a, b) => Number(b.role === 'owner') - Number(a.role === 'owner') || a.name.localeCompare(b.name),
  );
}

/** Pending invitations, newest first (expired ones included: the screen says so). */
export async function listPendingInvites(companyId: string): Promise<CompanyInvite[]> {
  if (!isDocId(companyId)) return [];
  const backend = await getBackend();
  const invites = (await backend.docs.query(ofCompany(COMPANY_INVITES, companyId))).map(inviteFromSnapshot);
  return invites.filter((i) => i.status === 'pending').sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
}

export async function inviteRecruiter(input: InviteInput) {
  const valid = await validateLazily(
    import('../schemas/company-team').then((m) => m.inviteInputSchema),
    input,
  );
  return (await getBackend()).callTrusted('company-invite', valid);
}

export const revokeInvite = async (inviteId: string) =>
  (await getBackend()).callTrusted('company-invite-revoke', { inviteId });
export const removeMember = async (uid: string) => (await getBackend()).callTrusted('company-member-remove', { uid });
export const transferOwnership = async (uid: string) =>
  (await getBackend()).callTrusted('company-owner-transfer', { uid });
