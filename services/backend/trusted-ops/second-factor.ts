/**
 * The second factor's trusted operations: recovery codes made once an authenticator app is enrolled, and the
 * sign-in that uses one (for a person who is not signed in: the password is checked instead of a token).
 */
import { z } from 'zod/mini';
import { secondFactorRecoverSchema } from '../../schemas/second-factor';
import { trustedOp } from './define';

export const SECOND_FACTOR_OPS = {
  /** New recovery codes, replacing any earlier ones: needs a session signed in with the authenticator app. */
  'second-factor-codes': trustedOp(z.strictObject({})).returns<{ codes: string[] }>(),
};

/** Operations whose caller is not signed in: the route takes them without an ID token. */
export const OPEN_OPS = {
  /** Removes the authenticator app of the account whose password and unused recovery code these are. */
  'second-factor-recover': trustedOp(secondFactorRecoverSchema).returns<{ recovered: true }>(),
};
