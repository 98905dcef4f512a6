/** Provider errors in plain words, attached to the field they are about when there is one. */
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FORM_ERROR, SERVER_ERROR } from '@/components/ui/form/schema-form';
import { BackendError } from '@/services/errors';
import { SUSPENDED_MESSAGE, suspensionMessage } from '../suspension-message';

export type AuthErrorField = 'email' | 'password' | 'code' | 'form';

export interface AuthErrorMessage {
  field: AuthErrorField;
  message: string;
}

/**
 * One answer whichever of the two was wrong, so the sign-in pages never tell who has an account: the local engine
 * and Firebase projects with email-enumeration protection answer both with auth/invalid-credential; the Auth
 * emulator and older projects still say auth/user-not-found or auth/wrong-password.
 */
const NO_MATCH: AuthErrorMessage = {
  field: 'form',
  message: 'That email and password do not match. Check them and try again.',
};

const MESSAGES: Record<string, AuthErrorMessage> = {
  'auth/wrong-password': NO_MATCH,
  'auth/invalid-credential': NO_MATCH,
  'auth/invalid-login-credentials': NO_MATCH,
  'auth/user-not-found': NO_MATCH,
  'auth/email-already-in-use': {
    field: 'email',
    message: 'An account already uses this email. Sign in instead, or use another email.',
  },
  'auth/weak-password': {
    field: 'password',
    message: 'This password is too weak. Use at least 8 characters, mixing letters and numbers.',
  },
  'auth/too-many-requests': {
    field: 'form',
    message: 'Too many attempts. Wait a few minutes and try again, or reset your password.',
  },
  'auth/invalid-email': { field: 'email', message: 'Enter a valid email address, like name@example.com.' },
  'auth/missing-password': { field: 'password', message: 'Enter your password.' },
  'auth/user-disabled': { field: 'form', message: SUSPENDED_MESSAGE },
  'auth/network-request-failed': {
    field: 'form',
    message: 'We could not reach the server. Check your connection and try again.',
  },
  'auth/expired-action-code': { field: 'form', message: 'This link has expired. Request a new one.' },
  'auth/invalid-action-code': {
    field: 'form',
    message: 'This link is invalid or was already used. Request a new one.',
  },
  unavailable: { field: 'form', message: 'We could not reach the server. Check your connection and try again.' },
  // The second factor's answers.
  'auth/multi-factor-auth-required': { field: 'code', message: 'Enter the code your authenticator app shows.' },
  'auth/invalid-verification-code': {
    field: 'code',
    message: 'That code is not right. Enter the code your authenticator app shows now.',
  },
  'auth/invalid-recovery-code': { field: 'code', message: 'That is not one of your recovery codes, or it was used.' },
  'auth/invalid-multi-factor-session': {
    field: 'form',
    message: 'Your sign-in took too long. Go back and enter your password again.',
  },
  'auth/missing-multi-factor-session': {
    field: 'form',
    message: 'Your sign-in took too long. Go back and enter your password again.',
  },
  'auth/unverified-email': {
    field: 'form',
    message: 'Verify your email address first: open the link we sent you, then set up the app.',
  },
  'auth/second-factor-already-in-use': { field: 'form', message: 'Your account already has an authenticator app.' },
};

const FALLBACK: AuthErrorMessage = { field: 'form', message: 'Something went wrong on our side. Please try again.' };

function isNetworkFailure(error: unknown): boolean {
  // fetch rejects with a TypeError when the request never got an answer.
  return (
    error instanceof TypeError || (error instanceof Error && /network|failed to fetch|load failed/i.test(error.message))
  );
}

export function describeAuthError(error: unknown): AuthErrorMessage {
  if (error instanceof BackendError) {
    // The reason, when the backend tells it (only to whoever knows the password).
    if (error.code === 'auth/user-disabled') return { field: 'form', message: suspensionMessage(error) };
    const known = MESSAGES[error.code];
    if (known) return known;
    // Our own session errors (e.g. "This account is not a company account.") are already in plain words.
    if (error.code.startsWith('session/')) return { field: 'form', message: error.message };
  }
  if (isNetworkFailure(error)) return MESSAGES['auth/network-request-failed'];
  return FALLBACK;
}

/** Puts the provider's refusal on the field it is about (when the form has it) or above the submit button. */
export function showAuthError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: readonly string[],
): void {
  const { field, message } = describeAuthError(error);
  form.setError((fields.includes(field) ? field : FORM_ERROR) as FieldPath<T>, { type: SERVER_ERROR, message });
}
