/**
 * A company's private account record, companyAccounts/{uid}: its sign-in email and the back office's reasons.
 * Read by the company itself and administrators only (the public profile, companies/{uid}, is read by everyone).
 */
import { getBackend } from '../backend/backend';
import type { Unsubscribe } from '../backend/types';
import { subscribeDoc } from '../live-doc';
import {
  companyAccountFromSnapshot,
  companyAccountPath,
  newCompanyAccountDoc,
  type CompanyAccount,
} from '../converters/company-account-converter';
import { companyPath } from '../converters/company-converter';
import { companyNotFound } from '../errors';
import { isDocId } from '../schemas/doc-id';

export type { CompanyAccount };

/** The record, falling back to a legacy company document's fields when the record was not written yet. */
export async function getCompanyAccount(id: string): Promise<CompanyAccount> {
  if (!isDocId(id)) throw companyNotFound();
  const backend = await getBackend();
  const snap = await backend.docs.get(companyAccountPath(id));
  if (snap.exists) return companyAccountFromSnapshot(snap);
  const legacy = await backend.docs.get(companyPath(id));
  if (!legacy.exists) throw companyNotFound();
  return companyAccountFromSnapshot(snap, legacy.data);
}

/**
 * The record live (the settings show the email it syncs to, the dashboard the reason a review gives); a company of
 * before the record reads its legacy fields once instead.
 */
export function subscribeCompanyAccount(
  id: string,
  onData: (account: CompanyAccount) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let fellBack = false;
  return subscribeDoc(
    isDocId(id) ? companyAccountPath(id) : null,
    (snap) => companyAccountFromSnapshot(snap),
    companyNotFound,
    onData,
    () => {
      if (fellBack) return;
      fellBack = true;
      getCompanyAccount(id).then(onData, onError);
    },
  );
}

/**
 * The record follows the account: its email after a change, `emailVerified` once verified (the rules accept only
 * what the caller's token says). A legacy company without a record gets one.
 */
export async function syncCompanyAccount(id: string, changes: { email: string; emailVerified?: true }): Promise<void> {
  const backend = await getBackend();
  const path = companyAccountPath(id);
  const snap = await backend.docs.get(path);
  if (snap.exists) await backend.docs.update(path, changes);
  else await backend.docs.set(path, { ...newCompanyAccountDoc({ id, email: changes.email }), ...changes });
}
