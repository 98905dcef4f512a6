/** The second factor: an authenticator app's time-based codes (TOTP, RFC 6238), and the recovery codes. */
export const SECOND_FACTOR = {
  /** The name an authenticator app lists the account under (the product's name, as the logo shows it). */
  issuer: 'TalentBridge',
  /** Firebase's TOTP settings and every authenticator app's default: six digits every 30 seconds, SHA-1. */
  digits: 6,
  periodSeconds: 30,
  /** A code of the step before or after is accepted too, for a phone whose clock is a little off. */
  window: 1,
  /** An enrolment not finished within this long starts over. */
  setupMinutes: 10,
  /** Recovery codes shown once at enrolment, each good for one sign-in without the authenticator. */
  recoveryCodes: 10,
} as const;
