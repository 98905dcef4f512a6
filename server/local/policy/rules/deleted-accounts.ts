/**
 * `deletedAccounts/{uid}`: the tombstone the delete-account operation writes before it removes anything. No client
 * reads or writes one (no policy row). While the deletion runs, the account's token may still be valid (it was
 * checked before the account was disabled, or, in Firebase, an ID token outlives its revocation for up to an
 * hour); the writes that would bring the account's documents back are refused here and in firestore.rules.
 */
import type { CollectionRules, RuleBase, WriteRequest } from '../types';

const DELETED_ACCOUNTS = 'deletedAccounts';

const callerDeleted = async (r: RuleBase) => r.auth !== null && (await r.exists(`${DELETED_ACCOUNTS}/${r.auth.uid}`));

/** The same rules, with creates and updates (or the writes named) refused to a caller whose account is being deleted. */
export function unlessCallerDeleted(
  rules: CollectionRules,
  kinds: ('create' | 'update' | 'delete')[] = ['create', 'update'],
): CollectionRules {
  const guarded: CollectionRules = { ...rules };
  for (const kind of kinds) {
    const rule = rules[kind];
    if (rule) guarded[kind] = async (r: WriteRequest) => !(await callerDeleted(r)) && (await rule(r));
  }
  return guarded;
}
