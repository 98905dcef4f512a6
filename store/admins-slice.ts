import type { Admin } from '@/services/account/admins';
import { createUserSlice, type UserState } from './user-slice';

export const adminsSlice = createUserSlice<Admin, 'admins'>('admins');

export const { userSignedIn: adminSignedIn, userLoggedOut: adminLoggedOut } = adminsSlice.actions;

type State = { admins: UserState<Admin> };
export const selectAdmin = (state: State) => state.admins.user;
export const selectAdminAuthenticated = (state: State) => state.admins.isAuthenticated;
