import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Role } from '@/constants/routes';
import type { RoleProfiles } from '@/services/account/session';
import { useAppSelector } from '@/store/hooks';
import { ROLE_SESSION_USER } from '@/store/role-actions';
import { adminKeys, companyKeys, talentProfileKeys } from './profile-keys';

/**
 * The signed-in account's profile document lives once, in the query cache, under the key its own screens use (the
 * profile page's save refreshes the same entry). The area's guard puts it there from the live subscription before
 * the area shows, so screens read it without a request; Redux holds only who is signed in.
 */
export const signedInProfileKey = (role: Role, id: string) =>
  role === 'talent' ? talentProfileKeys.detail(id) : role === 'company' ? companyKeys.detail(id) : adminKeys.detail(id);

/** Read only when the cache lost the document (never while the area's live subscription holds it). */
const readers: { [R in Role]: (id: string) => Promise<RoleProfiles[R]> } = {
  talent: (id) => import('@/services/talents/talents').then((m) => m.getTalent(id)),
  company: (id) => import('@/services/companies/companies').then((m) => m.getCompany(id)),
  admin: (id) => import('@/services/account/admins').then((m) => m.getAdmin(id)),
};

/** Called by the area's guard with each new snapshot: kept for as long as the area is open, never refetched. */
export function primeSignedInProfile<R extends Role>(queryClient: QueryClient, role: R, profile: RoleProfiles[R]) {
  const queryKey = signedInProfileKey(role, profile.id);
  queryClient.setQueryDefaults(queryKey, { staleTime: Infinity, gcTime: Infinity });
  queryClient.setQueryData(queryKey, profile);
}

/** On leaving the area (sign-out, suspension, a failed check): the document goes with the session. */
export function forgetSignedInProfile(queryClient: QueryClient, role: Role, id: string) {
  queryClient.removeQueries({ queryKey: signedInProfileKey(role, id), exact: true });
}

/** The signed-in account's profile document in its area, or null until the area's guard has it. */
export function useSignedInProfile<R extends Role>(role: R): RoleProfiles[R] | null {
  const id = useAppSelector(ROLE_SESSION_USER[role])?.id ?? '';
  const { data } = useQuery({
    queryKey: signedInProfileKey(role, id),
    queryFn: () => readers[role](id),
    enabled: id !== '',
    staleTime: Infinity,
  });
  return (data as RoleProfiles[R] | undefined) ?? null;
}
