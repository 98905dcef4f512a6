import type { UnknownAction } from '@reduxjs/toolkit';
import type { Role } from '@/constants/routes';
import type { RoleProfiles } from '@/services/account/session';
import { adminLoggedOut, adminSignedIn } from './admins-slice';
import { companyLoggedOut, companySignedIn } from './companies-slice';
import { talentLoggedOut, talentSignedIn } from './talents-slice';

/** Each role's slice events, so role-generic code (guards, logout) dispatches to the right slice. */
export const ROLE_SIGNED_IN: { [R in Role]: (user: RoleProfiles[R]) => UnknownAction } = {
  talent: talentSignedIn,
  company: companySignedIn,
  admin: adminSignedIn,
};

export const ROLE_LOGGED_OUT: Record<Role, () => UnknownAction> = {
  talent: talentLoggedOut,
  company: companyLoggedOut,
  admin: adminLoggedOut,
};
