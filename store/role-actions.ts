import type { UnknownAction } from '@reduxjs/toolkit';
import type { Role } from '@/constants/routes';
import { adminLoggedOut, adminSignedIn, selectAdmin } from './admins-slice';
import { companyLoggedOut, companySignedIn, selectCompany } from './companies-slice';
import { selectTalent, talentLoggedOut, talentSignedIn } from './talents-slice';
import type { RootState } from './store';
import type { SessionUser } from './user-slice';

/** Each role's slice events, so role-generic code (guards, logout) dispatches to the right slice. */
export const ROLE_SIGNED_IN: Record<Role, (user: SessionUser) => UnknownAction> = {
  talent: talentSignedIn,
  company: companySignedIn,
  admin: adminSignedIn,
};

export const ROLE_LOGGED_OUT: Record<Role, () => UnknownAction> = {
  talent: talentLoggedOut,
  company: companyLoggedOut,
  admin: adminLoggedOut,
};

/** Who is signed in to each role's area. */
export const ROLE_SESSION_USER: Record<Role, (state: RootState) => SessionUser | null> = {
  talent: selectTalent,
  company: selectCompany,
  admin: selectAdmin,
};
