/**
 * The `upload-reserve` operation (the upload quota), run on the local engine (tests/services/upload-reserve-local.test.ts)
 * and on admin Firestore (tests/backend/upload-reserve-firebase.test.ts): what `uploadQuotas/{uid}` keeps, the
 * 30-a-day limit under uploads started all at once, retries that cost nothing, the window sliding, an account being
 * deleted.
 */
import { expect, it } from 'vitest';
import { UPLOAD_QUOTA } from '@/constants/settings';
import { findTrustedOperation } from '@/server/trusted/registry';
import type { TrustedContext, TrustedServices } from '@/server/trusted/types';

const RUN = `${process.pid}x${Date.now().toString(36)}`;
let seq = 0;
const uid = () => `up${RUN}n${++seq}`;

export function uploadReserveCases(env: () => { services(): TrustedServices }) {
  const docs = () => env().services().docs;
  const ctxFor = (caller: string): TrustedContext => ({
    ...env().services(),
    caller: { uid: caller, email: `${caller}@quota.test`, authTime: Date.now() },
  });
  const reserve = (caller: string, path: string) =>
    findTrustedOperation('upload-reserve')!(ctxFor(caller), { path }) as Promise<{ remaining: number }>;
  const quotaOf = async (caller: string) => (await docs().get(`uploadQuotas/${caller}`)).data;
  const pathOf = (caller: string, n: number) => `talents/${caller}/profile/${n}-cv.pdf`;

  it('keeps the last five reserved paths and the time of each reservation of the day', async () => {
    const talent = uid();
    for (let n = 1; n <= 7; n++) await reserve(talent, pathOf(talent, n));
    const quota = await quotaOf(talent);
    expect(quota?.paths).toEqual([3, 4, 5, 6, 7].map((n) => pathOf(talent, n)));
    expect(quota?.reservedAt).toHaveLength(7);
    await expect(reserve(talent, pathOf(talent, 8))).resolves.toEqual({ remaining: UPLOAD_QUOTA.perDay - 8 });
  });

  it(`allows exactly ${UPLOAD_QUOTA.perDay} of ${UPLOAD_QUOTA.perDay + 5} uploads started all at once`, async () => {
    const talent = uid();
    const outcomes = await Promise.allSettled(
      Array.from({ length: UPLOAD_QUOTA.perDay + 5 }, (_, n) => reserve(talent, pathOf(talent, n))),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(outcomes.length - refused.length).toBe(UPLOAD_QUOTA.perDay);
    for (const o of refused) expect((o as PromiseRejectedResult).reason).toMatchObject({ code: 'resource-exhausted' });
    expect((await quotaOf(talent))?.reservedAt).toHaveLength(UPLOAD_QUOTA.perDay);
  });

  it('lets a path still reserved be sent again for nothing, and counts only the last 24 hours', async () => {
    const talent = uid();
    const dayAgo = new Date(Date.now() - UPLOAD_QUOTA.windowMs - 60_000);
    await docs().set(`uploadQuotas/${talent}`, {
      paths: [pathOf(talent, 0)],
      reservedAt: Array.from({ length: UPLOAD_QUOTA.perDay }, () => dayAgo),
    });
    await expect(reserve(talent, pathOf(talent, 0))).resolves.toEqual({ remaining: UPLOAD_QUOTA.perDay });
    await expect(reserve(talent, pathOf(talent, 1))).resolves.toEqual({ remaining: UPLOAD_QUOTA.perDay - 1 });
    expect((await quotaOf(talent))?.reservedAt).toHaveLength(1);
  });

  it('reserves nothing for an account being deleted', async () => {
    const talent = uid();
    await docs().set(`deletedAccounts/${talent}`, { deletedAt: new Date() });
    await expect(reserve(talent, pathOf(talent, 1))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await quotaOf(talent)).toBeUndefined();
  });
}
