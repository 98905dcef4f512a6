/** The signed-in company member (uid, name, role): who writes a note, whether the team screen offers the owner's actions. */
import { useQuery } from '@tanstack/react-query';
import { getOwnMembership } from '@/services/companies/member-company';

export const ownMembershipKey = (companyId: string) => ['companies', companyId, 'own-membership'] as const;

export const useOwnMembership = (companyId: string) =>
  useQuery({ queryKey: ownMembershipKey(companyId), queryFn: getOwnMembership, enabled: Boolean(companyId) });
