/**
 * The browser's Firebase-mode backend before the SDK has loaded (services/backend/firebase/boot-backend.ts), on the
 * emulators: its REST reads answer exactly what the SDK answers, the SDK stays unloaded until a write, the delay
 * after the first data or a read REST cannot serve, and live subscriptions move to the SDK's listener without
 * losing a change:
 *   node scripts/with-auth-emulator.mjs npx vitest run --project node tests/backend/firebase-boot.test.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Backend, DocSnapshot, QuerySpec } from '@/services/backend/types';
import {
  bootEmulatorsAvailable,
  disposeBootBackends,
  emulatorBootBackend,
  emulatorSession,
} from '../helpers/firebase-boot';
import { disposeEmulatorBackends, emulatorBackend, loadFirestoreRules } from '../helpers/firebase-emulators';
import { rulesWithContractScratch } from '../helpers/contract-scratch';
import { emulatorIdToken } from '../helpers/emulator-token';
import { eventually } from './contract/env';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const canRun = bootEmulatorsAvailable('firebase boot tests');

const PASSWORD = 'boot-password';
const NEVER = 600_000;

describe.skipIf(!canRun)('firebase boot backend (emulators)', () => {
  let sdk: Backend;
  let uid: string;
  let email: string;
  const items = () => `contract-tests/${uid}/items`;

  beforeAll(async () => {
    await loadFirestoreRules(
      rulesWithContractScratch(readFileSync(path.resolve(__dirname, '../../firestore.rules'), 'utf8')),
    );
    sdk = emulatorBackend();
    email = `boot-${Date.now()}@boot.test`;
    uid = (await sdk.auth.signUp(email, PASSWORD)).uid;
    const at = (day: number) => new Date(Date.UTC(2026, 0, day, 9, 30, 15, 123));
    await sdk.docs.batch(
      [
        {
          id: 'a',
          data: {
            n: 1,
            x: 1.5,
            s: 'élan',
            on: true,
            none: null,
            at: at(1),
            tags: ['a', 'b'],
            nested: { deep: { at: at(2), list: [1, { k: 'v' }] } },
            'odd key': 1,
          },
        },
        {
          id: 'b',
          data: {
            n: 2,
            x: -0.25,
            s: 'b',
            on: false,
            none: null,
            at: at(3),
            tags: ['b'],
            nested: { deep: { at: at(4), list: [] } },
          },
        },
        { id: 'c', data: { n: 2, x: 1e21, s: 'c', on: true, none: 'set', at: at(5), tags: [], nested: {} } },
        {
          id: 'd',
          data: { n: 3, x: 0, s: 'd', on: false, none: null, at: at(6), tags: ['c', 'a'], nested: { deep: {} } },
        },
      ].map(({ id, data }) => ({ type: 'set' as const, path: `${items()}/${id}`, data })),
    );
  });

  afterAll(async () => {
    await disposeBootBackends();
    await disposeEmulatorBackends();
  });

  const fresh = async (sdkDelayMs = NEVER) =>
    emulatorBootBackend(await emulatorSession(email, PASSWORD), PASSWORD, sdkDelayMs);
  const plain = (docs: DocSnapshot[]) => docs.map((d) => ({ ...d }));

  it('reads documents, queries and counts over REST exactly as the SDK does, without loading the SDK', async () => {
    const boot = await fresh();
    for (const p of [`${items()}/a`, `${items()}/b`, `${items()}/missing`]) {
      expect(await boot.backend.docs.get(p)).toEqual(await sdk.docs.get(p));
    }
    const specs: QuerySpec[] = [
      { collection: items() },
      { collection: items(), where: [{ field: 'n', op: '==', value: 2 }] },
      {
        collection: items(),
        where: [
          { field: 'n', op: '>=', value: 2 },
          { field: 'on', op: '==', value: true },
        ],
      },
      {
        collection: items(),
        where: [{ field: 'none', op: '==', value: null }],
        orderBy: [{ field: 'n', direction: 'desc' }],
      },
      { collection: items(), where: [{ field: 'none', op: '!=', value: null }] },
      { collection: items(), where: [{ field: 's', op: 'in', value: ['b', 'd', 'zz'] }] },
      { collection: items(), where: [{ field: 's', op: 'not-in', value: ['b'] }] },
      { collection: items(), where: [{ field: 'tags', op: 'array-contains', value: 'a' }] },
      { collection: items(), where: [{ field: 'tags', op: 'array-contains-any', value: ['c', 'b'] }] },
      { collection: items(), where: [{ field: 'at', op: '>', value: new Date(Date.UTC(2026, 0, 3, 9, 30, 15, 123)) }] },
      { collection: items(), where: [{ field: 'x', op: '<', value: 1 }] },
      {
        collection: items(),
        orderBy: [
          { field: 'n', direction: 'desc' },
          { field: 's', direction: 'asc' },
        ],
        limit: 2,
      },
      { collection: items(), where: [{ field: 'odd key', op: '==', value: 1 }] },
    ];
    for (const spec of specs) {
      expect(plain(await boot.backend.docs.query(spec))).toEqual(plain(await sdk.docs.query(spec)));
      expect(await boot.backend.docs.count(spec)).toBe(await sdk.docs.count(spec));
    }
    const first = await sdk.docs.query({ collection: items(), orderBy: [{ field: 'n', direction: 'asc' }], limit: 2 });
    const page2: QuerySpec = {
      collection: items(),
      orderBy: [{ field: 'n', direction: 'asc' }],
      limit: 2,
      startAfter: first[1],
    };
    expect((await boot.backend.docs.query(page2)).map((d) => d.id)).toEqual(
      (await sdk.docs.query(page2)).map((d) => d.id),
    );
    expect(boot.sdkLoads()).toBe(0);
    expect(boot.backend.reads.total).toBeGreaterThan(0);
  });

  it("leaves to the SDK what REST refuses, so errors are the SDK's own", async () => {
    const boot = await fresh();
    const elsewhere = `contract-tests/someone-else/items/x`;
    await expect(boot.backend.docs.get(elsewhere)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(boot.sdkLoads()).toBe(1);
  });

  it("reads the account's second factor over REST, without loading the SDK", async () => {
    const session = await emulatorSession(email, PASSWORD);
    const boot = emulatorBootBackend(session, PASSWORD, NEVER);
    expect(await boot.backend.auth.secondFactorState()).toEqual({ enrolled: false, signedInWithIt: false });
    // A session that signed in with its app (the Auth emulator has no TOTP: its token made as the emulator would).
    const withApp = { ...session, token: emulatorIdToken(uid, email, true) };
    const bootWithApp = emulatorBootBackend(withApp, PASSWORD, NEVER);
    expect(await bootWithApp.backend.auth.secondFactorState()).toEqual({ enrolled: false, signedInWithIt: true });
    expect(boot.sdkLoads() + bootWithApp.sdkLoads()).toBe(0);
  });

  it('knows the signed-in user and token from the session alone', async () => {
    const boot = await fresh();
    const seen: (string | null)[] = [];
    const stop = boot.backend.auth.onAuthStateChanged((user) => seen.push(user?.uid ?? null));
    await eventually(
      () => seen.length,
      (n) => n === 1,
    );
    expect(seen).toEqual([uid]);
    expect(boot.backend.auth.currentUser()?.uid).toBe(uid);
    expect(await boot.backend.auth.getIdToken()).toEqual(expect.any(String));
    expect(boot.sdkLoads()).toBe(0);
    stop();
  });

  it("shows a subscription's first data over REST, then loads the SDK after the delay and delivers later changes", async () => {
    const boot = await fresh(300);
    const seen: string[] = [];
    const spec: QuerySpec = { collection: items(), where: [{ field: 'n', op: '==', value: 3 }] };
    const stop = boot.backend.docs.onQuery(
      spec,
      (docs) => seen.push(docs.map((d) => `${d.id}:${String(d.data?.s)}`).join()),
      () => undefined,
    );
    await eventually(
      () => seen.length,
      (n) => n === 1,
    );
    expect(seen).toEqual(['d:d']);
    expect(boot.sdkLoads()).toBe(0);
    await eventually(
      () => boot.sdkLoads(),
      (n) => n === 1,
    );
    await sdk.docs.update(`${items()}/d`, { s: 'changed' });
    await eventually(
      () => seen.at(-1),
      (last) => last === 'd:changed',
      10_000,
    );
    stop();
    await sdk.docs.update(`${items()}/d`, { s: 'd' });
  });

  it('loads the SDK for a write, and a change made before the listener attached is not lost', async () => {
    const boot = await fresh();
    const seen: unknown[] = [];
    const stop = boot.backend.docs.onDoc(
      `${items()}/b`,
      (snap) => seen.push(snap.data?.s),
      () => undefined,
    );
    await eventually(
      () => seen.length,
      (n) => n === 1,
    );
    await sdk.docs.update(`${items()}/b`, { s: 'while booting' });
    await boot.backend.docs.set(`${items()}/e`, { n: 9 });
    expect(boot.sdkLoads()).toBe(1);
    await eventually(
      () => seen.at(-1),
      (last) => last === 'while booting',
      10_000,
    );
    stop();
    await sdk.docs.update(`${items()}/b`, { s: 'b' });
    await sdk.docs.delete(`${items()}/e`);
  });
});
