import type { Role } from '@/constants/routes';
import { useAppSelector } from '@/store/hooks';

/** The signed-in user's uid in the given area ('' until its profile is loaded). */
export function useRoleUid(role: Role): string {
  return (
    useAppSelector((state) =>
      role === 'talent'
        ? state.talents.user?.id
        : role === 'company'
          ? state.companies.user?.id
          : state.admins.user?.id,
    ) ?? ''
  );
}
