/**
 * The account's sign-in records, for a download of its data: the one place that knows where they are kept (the
 * devices an account signed in from, with when and from where), so that place can move without touching the export.
 */
import { queryAll } from '@/services/pagination';
import type { DocSnapshot } from '@/services/backend/types';
import type { TrustedDocs } from '../types';

/** The collection of sign-in records, one per device an account signed in from, naming the account in `uid`. */
export const SIGN_IN_RECORDS = 'sessions';

export function signInHistory(docs: Pick<TrustedDocs, 'query'>, uid: string): Promise<DocSnapshot[]> {
  return queryAll(docs, { collection: SIGN_IN_RECORDS, where: [{ field: 'uid', op: '==', value: uid }] });
}
