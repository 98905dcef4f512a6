import type { Company } from '@/services/companies/companies';
import { createUserSlice, type UserState } from './user-slice';

export const companiesSlice = createUserSlice<Company, 'companies'>('companies');

export const { userSignedIn: companySignedIn, userLoggedOut: companyLoggedOut } = companiesSlice.actions;

type State = { companies: UserState<Company> };
export const selectCompany = (state: State) => state.companies.user;
export const selectCompanyAuthenticated = (state: State) => state.companies.isAuthenticated;
