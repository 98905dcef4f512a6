/**
 * The code an authenticator app shows for a secret, computed with the library the local engine checks codes with.
 * `stepsAhead`: a code of a later 30-second step (still within the accepted window), for a sign-in right after
 * another code of this step was used (each step's code is good once).
 */
import { Secret, TOTP } from 'otpauth';
import { SECOND_FACTOR } from '../../constants/second-factor';

export function totpCode(secret: string, stepsAhead = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    digits: SECOND_FACTOR.digits,
    period: SECOND_FACTOR.periodSeconds,
    timestamp: Date.now() + stepsAhead * SECOND_FACTOR.periodSeconds * 1000,
  });
}
