import { describeAuthError } from '@/components/auth/auth-errors';
import { BackendError } from '@/services/backend/types';

export type AccountErrorField = 'currentPassword' | 'newPassword' | 'newEmail' | 'form';

const WRONG_PASSWORD = 'That is not your current password.';

/** Provider errors of a settings form, attached to the field they are about. */
export function describeAccountError(error: unknown): { field: AccountErrorField; message: string } {
  const code = error instanceof BackendError ? error.code : '';
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return { field: 'currentPassword', message: WRONG_PASSWORD };
    case 'auth/missing-password':
      return { field: 'currentPassword', message: 'Enter your current password.' };
    case 'auth/weak-password':
      return { field: 'newPassword', message: describeAuthError(error).message };
    case 'auth/email-already-in-use':
      return { field: 'newEmail', message: 'Another account already uses this email.' };
    case 'auth/invalid-email':
    case 'auth/invalid-new-email':
      return { field: 'newEmail', message: 'Enter a valid email address, like name@example.com.' };
    case 'auth/requires-recent-login':
      return { field: 'form', message: 'For your security, sign out and sign in again, then retry.' };
    default:
      return { field: 'form', message: describeAuthError(error).message };
  }
}
