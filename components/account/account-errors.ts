import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { describeAuthError } from '@/components/ui/form/auth-errors';
import { FORM_ERROR, SERVER_ERROR } from '@/components/ui/form/schema-form';
import { BackendError } from '@/services/errors';

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
    // The server's own refusals on one's account (an owner with a team deleting it, an administrator) are plain words.
    case 'failed-precondition':
      return { field: 'form', message: error instanceof Error ? error.message : '' };
    case 'auth/requires-recent-login':
      return { field: 'form', message: 'For your security, sign out and sign in again, then retry.' };
    default:
      return { field: 'form', message: describeAuthError(error).message };
  }
}

/**
 * Puts the provider's refusal on the form's field it is about (`fields` maps the error's field to the form's name
 * for it) or, when the form has no such field, above the buttons.
 */
export function showAccountError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: Partial<Record<AccountErrorField, FieldPath<T>>>,
): void {
  const { field, message } = describeAccountError(error);
  form.setError(fields[field] ?? (FORM_ERROR as FieldPath<T>), { type: SERVER_ERROR, message });
}
