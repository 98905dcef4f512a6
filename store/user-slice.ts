import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC section 4: starts with no user; signing in stores the user and marks authenticated; logging out clears both. */
export interface UserState<U> {
  user: U | null;
  isAuthenticated: boolean;
}

/** The talents, companies and admins slices share one shape and one pair of events. */
export function createUserSlice<U, Name extends string>(name: Name) {
  const initialState: UserState<U> = { user: null, isAuthenticated: false };
  return createSlice({
    name,
    initialState,
    reducers: {
      // Dispatched on sign-in and again for every live profile snapshot, so the slice follows the document.
      userSignedIn: (_state, action: PayloadAction<U>): UserState<U> => ({
        user: action.payload,
        isAuthenticated: true,
      }),
      userLoggedOut: (): UserState<U> => initialState,
    },
  });
}
