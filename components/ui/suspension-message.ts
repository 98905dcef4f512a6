/**
 * What a suspended account reads, on the sign-in pages and in a session the suspension ended, in both backends: the
 * local engine's own words (with the administrator's reason) when it gave them, otherwise Firebase's bare
 * `auth/user-disabled` in plain words. Kept apart from the sign-in error table so the signed-in layouts load only this.
 */

/** How the local engine's refusal starts (server/local/auth/auth-engine.ts SUSPENDED_PREFIX). */
const SUSPENDED = 'This account is suspended.';

export const SUSPENDED_MESSAGE = `${SUSPENDED} We emailed you the reason; contact support if you think this is a mistake.`;

export const suspensionMessage = (error: { message: string } | null | undefined): string =>
  error?.message.startsWith(SUSPENDED) ? error.message : SUSPENDED_MESSAGE;
