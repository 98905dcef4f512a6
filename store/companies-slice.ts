import { createUserSlice, type UserState } from './user-slice';

export const companiesSlice = createUserSlice('companies');

export const { userSignedIn: companySignedIn, userLoggedOut: companyLoggedOut } = companiesSlice.actions;

type State = { companies: UserState };
/** The signed-in company's id, name and email; its document is read with useSignedInProfile('company'). */
export const selectCompany = (state: State) => state.companies.user;
export const selectCompanyAuthenticated = (state: State) => state.companies.isAuthenticated;
