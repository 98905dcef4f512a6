/**
 * Trusted operation `upload-reserve`: `{ path }`, asked before each upload. Storage rules cannot add up what an
 * account stores, so the quota counts uploads instead: at most UPLOAD_QUOTA.perDay reservations in any 24 hours per
 * account, each naming one path, and storage.rules (like the local file store) takes a file only at one of the
 * account's last reserved paths, read from `uploadQuotas/{uid}`. Uploading again to a path still reserved (a retry)
 * costs nothing. Checked and written in one transaction, so uploads started at once cannot pass the quota together.
 * No client reads or writes `uploadQuotas` (firestore.rules); an account being deleted reserves nothing.
 */
import { BackendError } from '@/services/backend/types';
import { UPLOAD_QUOTA } from '@/constants/settings';
import type { TrustedOperation } from './types';

const uploadQuotaPath = (uid: string) => `uploadQuotas/${uid}`;

const timeOf = (value: unknown) => (value instanceof Date ? value.getTime() : Number.NaN);

export const uploadReserve: TrustedOperation<'upload-reserve'> = (ctx, { path }) => {
  const { uid } = ctx.caller;
  return ctx.docs.runTransaction(async (tx) => {
    if ((await tx.get(`deletedAccounts/${uid}`)).exists)
      throw new BackendError('permission-denied', 'This account is being deleted.');
    const quota = (await tx.get(uploadQuotaPath(uid))).data ?? {};
    const now = Date.now();
    const paths = Array.isArray(quota.paths) ? quota.paths.filter((p): p is string => typeof p === 'string') : [];
    const recent = (Array.isArray(quota.reservedAt) ? quota.reservedAt : [])
      .map(timeOf)
      .filter((at) => at > now - UPLOAD_QUOTA.windowMs);
    if (paths.includes(path)) return { remaining: Math.max(0, UPLOAD_QUOTA.perDay - recent.length) };
    if (recent.length >= UPLOAD_QUOTA.perDay) {
      throw new BackendError(
        'resource-exhausted',
        `You have uploaded ${UPLOAD_QUOTA.perDay} files in the last 24 hours; you can upload more once older ones are a day old.`,
      );
    }
    tx.set(uploadQuotaPath(uid), {
      paths: [...paths, path].slice(-UPLOAD_QUOTA.keptPaths),
      reservedAt: [...recent, now].map((at) => new Date(at)),
    });
    return { remaining: UPLOAD_QUOTA.perDay - recent.length - 1 };
  });
};
