/**
 * The key job-alert unsubscribe links are signed with: random, made on first use and kept server-side in
 * `scheduledRuns/job-alerts` (no rule lets a client read `scheduledRuns`), so both engines sign and check links
 * the same way and a deployment has no extra secret to configure.
 */
import { randomBytes } from 'node:crypto';
import type { NotifyServices } from '../trusted/notify';
import { createUnsubscribeTokens } from './unsubscribe-tokens';

const KEY_PATH = 'scheduledRuns/job-alerts';
const KEY_FIELD = 'unsubscribeKey';
const KEY_BYTES = 32;

/** In a transaction, so two first runs at once agree on one key. */
async function alertKey(docs: NotifyServices['docs']): Promise<string> {
  return docs.runTransaction(async (tx) => {
    const stored = (await tx.get(KEY_PATH)).data?.[KEY_FIELD];
    if (typeof stored === 'string' && stored.length >= KEY_BYTES * 2) return stored;
    const key = randomBytes(KEY_BYTES).toString('hex');
    tx.set(KEY_PATH, { [KEY_FIELD]: key }, { merge: true });
    return key;
  });
}

/** The tokens to sign digests' links with, making the key on the first digest. */
export async function jobAlertTokens(docs: NotifyServices['docs'], now?: () => number) {
  return createUnsubscribeTokens(await alertKey(docs), now);
}

/**
 * The tokens to check a link with, without writing: null while no key exists (no digest ever went out, so no link
 * can be valid), so following a link never creates one.
 */
export async function storedJobAlertTokens(docs: NotifyServices['docs'], now?: () => number) {
  const stored = (await docs.get(KEY_PATH)).data?.[KEY_FIELD];
  return typeof stored === 'string' && stored.length >= KEY_BYTES * 2 ? createUnsubscribeTokens(stored, now) : null;
}
