import { BackendError } from '../../../services/backend/types';
import { PASSWORD_MIN_LENGTH } from '../../../services/schemas/auth';

/** The Firebase Auth SDK's own messages, so screens show the same text with either backend. */
const MESSAGES = {
  'auth/invalid-email': 'The email address is badly formatted.',
  'auth/missing-password': 'A non-empty password must be provided',
  // Firebase's own wording, with this product's minimum (the Firebase project's password policy is set to the same).
  'auth/weak-password': `The password must be ${PASSWORD_MIN_LENGTH} characters long or more.`,
  'auth/email-already-in-use': 'The email address is already in use by another account.',
  'auth/user-not-found': 'There is no user record corresponding to this identifier. The user may have been deleted.',
  // Unknown email and wrong password alike, as Firebase answers with email-enumeration protection on.
  'auth/invalid-credential': 'The supplied auth credential is incorrect, malformed or has expired.',
  'auth/too-many-requests': 'We have blocked all requests from this device due to unusual activity. Try again later.',
  'auth/invalid-action-code':
    'The action code is invalid. This can happen if the code is malformed, expired, or has already been used.',
  'auth/expired-action-code': 'The action code has expired.',
  'auth/invalid-uid': 'The uid must be a non-empty string with at most 128 characters (letters, digits, - or _).',
  'auth/uid-already-exists': 'The user with the provided uid already exists.',
  'auth/user-token-expired': "The user's credential is no longer valid. The user must sign in again.",
  'auth/requires-recent-login':
    'This operation is sensitive and requires recent authentication. Log in again before retrying this request.',
  'auth/user-disabled': 'The user account has been disabled by an administrator.',
  'auth/internal-error': 'An internal AuthError has occurred.',
  // The multi-factor answers, in the SDK's words.
  'auth/multi-factor-auth-required': 'Proof of ownership of a second factor is required to complete sign-in.',
  'auth/invalid-verification-code': 'The verification code is invalid.',
  'auth/invalid-multi-factor-session': 'The request does not contain a valid proof of first factor successful sign-in.',
  'auth/missing-multi-factor-session': 'The request is missing proof of first factor successful sign-in.',
  'auth/multi-factor-info-not-found': 'The user does not have a second factor matching the identifier provided.',
  'auth/second-factor-already-in-use': 'The second factor is already enrolled on this account.',
  'auth/unverified-email': 'The operation requires a verified email.',
  'auth/network-request-failed':
    'A network AuthError (such as timeout, interrupted connection or unreachable host) has occurred.',
} as const;

export type AuthErrorCode = keyof typeof MESSAGES;

export function authError(code: AuthErrorCode): BackendError {
  return new BackendError(code, MESSAGES[code]);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lowercased and trimmed, or `auth/invalid-email`. */
export function normalizeEmail(email: unknown): string {
  if (typeof email !== 'string') throw authError('auth/invalid-email');
  const normalized = email.trim().toLowerCase();
  if (!EMAIL.test(normalized) || normalized.length > 254) throw authError('auth/invalid-email');
  return normalized;
}

/** Checks a password being set (sign-up, reset, change): present and at least the product's minimum length. */
export function checkNewPassword(password: unknown): string {
  if (typeof password !== 'string' || password.length === 0) throw authError('auth/missing-password');
  if (password.length < PASSWORD_MIN_LENGTH) throw authError('auth/weak-password');
  return password;
}
