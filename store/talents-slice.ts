import { createUserSlice, type UserState } from './user-slice';

export const talentsSlice = createUserSlice('talents');

export const { userSignedIn: talentSignedIn, userLoggedOut: talentLoggedOut } = talentsSlice.actions;

type State = { talents: UserState };
/** The signed-in talent's id, name and email; its document is read with useSignedInProfile('talent'). */
export const selectTalent = (state: State) => state.talents.user;
export const selectTalentAuthenticated = (state: State) => state.talents.isAuthenticated;
