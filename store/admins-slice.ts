import { createUserSlice, type UserState } from './user-slice';

export const adminsSlice = createUserSlice('admins');

export const { userSignedIn: adminSignedIn, userLoggedOut: adminLoggedOut } = adminsSlice.actions;

type State = { admins: UserState };
/** The signed-in admin's id, name and email; its document is read with useSignedInProfile('admin'). */
export const selectAdmin = (state: State) => state.admins.user;
export const selectAdminAuthenticated = (state: State) => state.admins.isAuthenticated;
