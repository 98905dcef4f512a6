import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Who is signed in: what the area's shell names (the header's name and email) and the id every screen keys its
 * queries by. The profile document itself lives in the query cache (hooks/use-signed-in-profile.ts), once.
 */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

/** SPEC section 4: starts with no user; signing in stores the user and marks authenticated; logging out clears both. */
export interface UserState {
  user: SessionUser | null;
  isAuthenticated: boolean;
}

/** The session user of a profile document: its id, name and email, nothing else. */
export const sessionUserOf = ({ id, name, email }: { id: string; name?: string; email?: string }): SessionUser => ({
  id,
  name: name ?? '',
  email: email ?? '',
});

/** The talents, companies and admins slices share one shape and one pair of events. */
export function createUserSlice<Name extends string>(name: Name) {
  const initialState: UserState = { user: null, isAuthenticated: false };
  return createSlice({
    name,
    initialState,
    reducers: {
      // Dispatched on sign-in and whenever the live profile's name or email changes.
      userSignedIn: (_state, action: PayloadAction<SessionUser>): UserState => ({
        user: sessionUserOf(action.payload),
        isAuthenticated: true,
      }),
      userLoggedOut: (): UserState => initialState,
    },
  });
}
