/**
 * Deleting one's own account: the password proves it is the owner at the keyboard (and makes the sign-in
 * recent, which the server requires), then the trusted `delete-account` operation removes everything the account
 * owns, then this browser signs out. Administrators are refused by the server.
 */
import { getBackend } from '../backend/backend';
import { BackendError } from '../backend/types';
import { clearRoleIds } from './role-ids';
import type { AccountDeletionResult } from '../backend/trusted-ops/account';
import { DELETE_CONFIRMATION } from '../schemas/limits';

export { DELETE_CONFIRMATION };
const DELETE_ACCOUNT_OPERATION = 'delete-account';

export type { AccountDeletionResult };

export async function deleteAccount(password: string): Promise<AccountDeletionResult> {
  if (!password) throw new BackendError('auth/missing-password', 'Enter your password.');
  const backend = await getBackend();
  await backend.auth.reauthenticate(password);
  const result = await backend.callTrusted(DELETE_ACCOUNT_OPERATION, { confirm: DELETE_CONFIRMATION });
  clearRoleIds();
  // The account is gone whatever happens next; a failed sign-out (offline) only leaves a dead session behind.
  await backend.auth.signOut().catch(() => undefined);
  return result;
}
