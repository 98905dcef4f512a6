/**
 * Following a job alert's unsubscribe link, signed in or not: the token names one saved search and its owner; a
 * valid one turns that search's alerts off (the search stays, to run from the list or to turn back on). Anything
 * else changes nothing.
 */
import { savedSearchFromSnapshot, savedSearchPath } from '@/services/converters/saved-search-converter';
import type { JobAlertUnsubscribe } from '@/services/schemas/saved-search';
import type { NotifyServices } from '../trusted/notify';
import { jobAlertTokens } from './alert-key';

export async function unsubscribeJobAlert(docs: NotifyServices['docs'], token: unknown, now: () => number = Date.now): Promise<JobAlertUnsubscribe> {
  const claims = await (await jobAlertTokens(docs, now)).verify(token);
  if (!claims) return { status: 'invalid' };
  const path = savedSearchPath(claims.searchId);
  return docs.runTransaction<JobAlertUnsubscribe>(async (tx) => {
    const snap = await tx.get(path);
    if (!snap.exists) return { status: 'gone' };
    const search = savedSearchFromSnapshot(snap);
    // A search id reused by another talent is not this link's to change.
    if (search.talentId !== claims.talentId) return { status: 'invalid' };
    if (search.alertsOn) tx.update(path, { alertsOn: false });
    return { status: 'off', name: search.name };
  });
}
