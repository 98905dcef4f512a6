/**
 * Every trusted operation a client may call, by the name in its route (`POST /api/trusted/<name>`). A name not
 * listed here answers 404, so adding an operation is one line here plus its module.
 */
import { cancelRsvp } from './cancel-rsvp';
import { deleteAccount } from './delete-account';
import { responseStats } from './response-stats';
import type { TrustedOperation } from './types';

export const TRUSTED_OPERATIONS: Readonly<Record<string, TrustedOperation>> = Object.freeze({
  'cancel-rsvp': cancelRsvp,
  'delete-account': deleteAccount,
  'response-stats': responseStats,
});

export function findTrustedOperation(name: string, operations = TRUSTED_OPERATIONS): TrustedOperation | null {
  return Object.hasOwn(operations, name) ? operations[name] : null;
}
