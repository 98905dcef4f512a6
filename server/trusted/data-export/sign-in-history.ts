/**
 * The account's sign-in records, for a download of its data: the one place that knows where they are kept (the
 * devices an account signed in from, with when and from where), so that place can move without touching the export.
 */
import { queryAll } from '@/services/pagination';
import type { DocSnapshot } from '@/services/backend/types';
import type { TrustedDocs } from '../types';

/** The devices an account signed in on (docs/data-model.md), naming the account in `uid`. */
export const SIGN_IN_RECORDS = 'devices';

export function signInHistory(docs: Pick<TrustedDocs, 'query'>, uid: string): Promise<DocSnapshot[]> {
  return queryAll(docs, { collection: SIGN_IN_RECORDS, where: [{ field: 'uid', op: '==', value: uid }] });
}

/** When the account was last active by its sign-in records (epoch ms), or null when it has none. */
export async function latestSignIn(docs: Pick<TrustedDocs, 'query'>, uid: string): Promise<number | null> {
  const times = (await signInHistory(docs, uid)).flatMap((snap) =>
    [snap.data?.lastActive, snap.data?.signedInAt].map((at) => (at instanceof Date ? at.getTime() : NaN)),
  );
  const latest = Math.max(...times.filter(Number.isFinite));
  return Number.isFinite(latest) ? latest : null;
}
