/**
 * The member document's path and the founding owner's shape, apart from the team's converters: the sign-up and every
 * company screen's session read them, so they stay this small.
 */
export const COMPANY_MEMBERS = 'companyMembers';
export const companyMemberPath = (uid: string) => `${COMPANY_MEMBERS}/${uid}`;

/** The founding owner's member document, written with the company at sign-up and by the upgrade for older ones. */
export const founderMemberDoc = (companyId: string, name: string, email: string, joinedAt: unknown) => ({
  uid: companyId,
  companyId,
  role: 'owner',
  name,
  email,
  joinedAt,
});

/**
 * The company an active member document names (owner or recruiter); null without one or once removed. Who acts for a
 * company is its member document alone, the founding account's included: the company id is never proof.
 */
export function memberCompanyId(member: { exists: boolean; data?: Record<string, unknown> | null }): string | null {
  if (!member.exists) return null;
  const d = member.data ?? {};
  return (d.role === 'owner' || d.role === 'recruiter') && typeof d.companyId === 'string' ? d.companyId : null;
}
