/**
 * companyAccounts/{uid}: a company's private account record (its sign-in email, why the back office declined or
 * suspended it), apart from the public profile every signed-in user reads (companies/{uid}).
 */
import type { DocSnapshot, DocumentData } from '../backend/types';
import { isPlainObject } from './read';

export const COMPANY_ACCOUNTS = 'companyAccounts';
export const companyAccountPath = (id: string) => `${COMPANY_ACCOUNTS}/${id}`;

export interface CompanyAccount {
  id: string;
  email: string;
  /** The company proved it owns the email (synced from its token); the back office reviews it only then. */
  emailVerified: boolean;
  /** Why the back office declined the company; shown to it. */
  verificationReason?: string;
  /** Why an administrator suspended the company. */
  suspendedReason?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * `legacy`: the company document, which held these fields before the split; read as the fallback for a company
 * whose account record was not written yet.
 */
export function companyAccountFromData(
  id: string,
  data: DocumentData | undefined,
  legacy?: DocumentData,
): CompanyAccount {
  const d = isPlainObject(data) ? data : {};
  const old = isPlainObject(legacy) ? legacy : {};
  const verificationReason = text(d.verificationReason) ?? text(old.verificationReason);
  const suspendedReason = text(d.suspendedReason) ?? text(old.suspendedReason);
  return {
    id,
    email: text(d.email) ?? text(old.email) ?? '',
    emailVerified: d.emailVerified === true,
    ...(verificationReason ? { verificationReason } : {}),
    ...(suspendedReason ? { suspendedReason } : {}),
  };
}

export const companyAccountFromSnapshot = (snap: DocSnapshot, legacy?: DocumentData) =>
  companyAccountFromData(snap.id, snap.exists ? snap.data : undefined, legacy);

/** The sign-up record the company writes itself: exactly its id and its account's email. */
export const newCompanyAccountDoc = (input: { id: string; email: string }): DocumentData => ({
  id: input.id,
  email: input.email,
});
