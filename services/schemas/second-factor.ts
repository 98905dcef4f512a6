/** The second factor's forms: a code from the authenticator app, and the recovery sign-in. */
import { z } from 'zod/mini';
import { signInSchema } from './auth';

/** Six digits, as the app shows them (spaces, which some apps put in the middle, are dropped). */
export const authenticatorCodeSchema = z.pipe(
  z.string().check(z.overwrite((code) => code.replace(/\s+/g, ''))),
  z.string().check(z.regex(/^\d{6}$/, 'Enter the 6-digit code your authenticator app shows.')),
);

export const authenticatorCodeFormSchema = z.object({ code: authenticatorCodeSchema });
export type AuthenticatorCodeInput = z.output<typeof authenticatorCodeFormSchema>;

const currentPassword = z.string().check(z.minLength(1, 'Enter your password.'));

/** Setting up the app starts with the password (a recent sign-in), as a password change does. */
export const setupPasswordSchema = z.object({ password: currentPassword });
export type SetupPasswordInput = z.output<typeof setupPasswordSchema>;

/** Removing the app takes the password and the app's code. */
export const removeAuthenticatorSchema = z.object({ password: currentPassword, code: authenticatorCodeSchema });
export type RemoveAuthenticatorInput = z.output<typeof removeAuthenticatorSchema>;

/** A recovery code as shown (`abcde-fghij`), case and dashes aside. */
export const recoveryCodeSchema = z.pipe(
  z.string().check(z.overwrite((code) => code.replace(/[\s-]+/g, '').toLowerCase())),
  z.string().check(z.regex(/^[a-z0-9]{10}$/, 'Enter one of your recovery codes, like abcde-12345.')),
);

export const recoveryCodeFormSchema = z.object({ code: recoveryCodeSchema });

/** Signing in with a recovery code: the password too, so a code alone opens nothing. */
export const secondFactorRecoverSchema = z.extend(signInSchema, { code: recoveryCodeSchema });
export type SecondFactorRecoverInput = z.output<typeof secondFactorRecoverSchema>;
