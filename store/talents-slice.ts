import type { Talent } from '@/services/talents/talents';
import { createUserSlice, type UserState } from './user-slice';

export const talentsSlice = createUserSlice<Talent, 'talents'>('talents');

export const { userSignedIn: talentSignedIn, userLoggedOut: talentLoggedOut } = talentsSlice.actions;

type State = { talents: UserState<Talent> };
export const selectTalent = (state: State) => state.talents.user;
export const selectTalentAuthenticated = (state: State) => state.talents.isAuthenticated;
