/**
 * Following a job alert's unsubscribe link, signed in or not: the token names a talent (a digest's link: all its
 * saved searches) or, in links sent before digests, one saved search and its owner. Opening the link only says what
 * it would do (mail scanners and link previews open links unasked); confirming it (a POST) turns those searches'
 * alerts off (they stay, to run from the list or to turn back on). A bad link changes nothing.
 */
import type { DocSnapshot, QuerySpec } from '@/services/backend/types';
import { SAVED_SEARCHES, savedSearchFromSnapshot, savedSearchPath } from '@/services/converters/saved-search-converter';
import type { JobAlertUnsubscribe, SavedSearch } from '@/services/schemas/saved-search';
import type { NotifyServices } from '../trusted/notify';
import { storedJobAlertTokens } from './alert-key';
import type { UnsubscribeClaims } from './unsubscribe-tokens';

type Docs = NotifyServices['docs'];

async function claimsOf(docs: Docs, token: unknown, now: () => number): Promise<UnsubscribeClaims | null> {
  const tokens = await storedJobAlertTokens(docs, now);
  return tokens ? tokens.verify(token) : null;
}

/** The search the link names, or why it names none: a search id reused by another talent is not this link's. */
function searchOf(
  snap: DocSnapshot,
  claims: UnsubscribeClaims,
): SavedSearch | { status: 'gone' } | { status: 'invalid' } {
  if (!snap.exists) return { status: 'gone' };
  const search = savedSearchFromSnapshot(snap);
  return search.talentId === claims.talentId ? search : { status: 'invalid' };
}

/** The talent's saved searches (at most ten are kept; the bound only guards a link against a runaway list). */
const talentSearches = (talentId: string): QuerySpec => ({
  collection: SAVED_SEARCHES,
  where: [{ field: 'talentId', op: '==', value: talentId }],
  limit: 100,
});

const alertsOnOf = (snaps: DocSnapshot[]) => snaps.filter((snap) => savedSearchFromSnapshot(snap).alertsOn);

/** What the link would do, read only: asks to confirm while the search's (or any of the talent's) alerts are on. */
export async function previewJobAlertUnsubscribe(
  docs: Docs,
  token: unknown,
  now: () => number = Date.now,
): Promise<JobAlertUnsubscribe> {
  const claims = await claimsOf(docs, token, now);
  if (!claims) return { status: 'invalid' };
  if (claims.searchId === undefined) {
    return { status: alertsOnOf(await docs.query(talentSearches(claims.talentId))).length > 0 ? 'confirm' : 'off' };
  }
  const found = searchOf(await docs.get(savedSearchPath(claims.searchId)), claims);
  if ('status' in found) return found;
  return { status: found.alertsOn ? 'confirm' : 'off', name: found.name };
}

/** The confirmed unsubscribe: turns the named search's alerts off; the same answer when they already are. */
export async function unsubscribeJobAlert(
  docs: Docs,
  token: unknown,
  now: () => number = Date.now,
): Promise<JobAlertUnsubscribe> {
  const claims = await claimsOf(docs, token, now);
  if (!claims) return { status: 'invalid' };
  const { searchId, talentId } = claims;
  if (searchId === undefined) {
    return docs.runTransaction<JobAlertUnsubscribe>(async (tx) => {
      for (const snap of alertsOnOf(await tx.query(talentSearches(talentId))))
        tx.update(snap.path, { alertsOn: false });
      return { status: 'off' };
    });
  }
  const path = savedSearchPath(searchId);
  return docs.runTransaction<JobAlertUnsubscribe>(async (tx) => {
    const found = searchOf(await tx.get(path), claims);
    if ('status' in found) return found;
    if (found.alertsOn) tx.update(path, { alertsOn: false });
    return { status: 'off', name: found.name };
  });
}
