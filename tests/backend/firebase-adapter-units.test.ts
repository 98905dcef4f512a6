/**
 * The Firebase adapter's own logic, without emulators: configuration, value conversion, error codes, the cursor
 * order, the upload flow (over a stand-in for the Storage SDK's resumable task) and trusted calls.
 * The adapter against real services is covered by firebase-auth / firebase-contract (emulators).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  arrayUnion as sdkArrayUnion,
  increment as sdkIncrement,
  serverTimestamp as sdkServerTimestamp,
  Timestamp,
} from 'firebase/firestore';
import { emulatorHostsFromEnv, firebaseConfigFromEnv, splitHostPort } from '@/services/backend/firebase/config';
import { toBackendError } from '@/services/backend/firebase/errors';
import { createFirebaseFiles } from '@/services/backend/firebase/firebase-files';
import { effectiveOrder, valueAtPath } from '@/services/backend/firebase/query-order';
import { createTrustedCaller } from '@/services/backend/firebase/trusted';
import { fromFirestoreValue, toFirestoreValue } from '@/services/backend/firebase/values';
import { arrayUnion, BackendError, increment, serverTimestamp, type Auth } from '@/services/backend/types';

/** A stand-in for the Storage SDK's resumable upload: reports progress in 4 chunks unless canceled. */
const storageFake = vi.hoisted(() => {
  const uploads: { path: string; metadata: unknown }[] = [];
  const uploadBytesResumable = (fileRef: { fullPath: string }, data: Blob, metadata?: unknown) => {
    uploads.push({ path: fileRef.fullPath, metadata });
    let canceled = false;
    const snapshot = { bytesTransferred: 0, totalBytes: data.size, ref: fileRef };
    return {
      snapshot,
      cancel: () => {
        canceled = true;
        return true;
      },
      on(_event: string, next: (s: typeof snapshot) => void, error: (e: Error) => void, complete: () => void) {
        void (async () => {
          for (let chunk = 1; chunk <= 4; chunk++) {
            await new Promise((r) => setTimeout(r, 5));
            if (canceled)
              return error(
                Object.assign(new Error('Firebase Storage: User canceled the upload/download. (storage/canceled)'), {
                  code: 'storage/canceled',
                }),
              );
            snapshot.bytesTransferred = Math.round((data.size * chunk) / 4);
            next({ ...snapshot });
          }
          complete();
        })();
      },
    };
  };
  return {
    uploads,
    module: {
      ref: (_storage: unknown, path: string) => ({ fullPath: path }),
      uploadBytesResumable,
      getDownloadURL: async (fileRef: { fullPath: string }) => `https://files.test/${fileRef.fullPath}?token=t`,
      deleteObject: async () => undefined,
    },
  };
});
vi.mock('firebase/storage', () => storageFake.module);

describe('configuration', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads the web config; emulators get a demo project and key when none is set', () => {
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_API_KEY', '');
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_PROJECT_ID', '');
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_USE_EMULATORS', 'true');
    expect(firebaseConfigFromEnv()).toMatchObject({
      apiKey: 'demo-api-key',
      projectId: 'demo-marketplace',
      storageBucket: 'demo-marketplace.appspot.com',
    });
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_USE_EMULATORS', '');
    expect(() => firebaseConfigFromEnv()).toThrow(/NEXT_PUBLIC_FIREBASE_API_KEY and NEXT_PUBLIC_FIREBASE_PROJECT_ID/);
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_API_KEY', 'key');
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_PROJECT_ID', 'acme');
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET', 'acme.firebasestorage.app');
    expect(firebaseConfigFromEnv()).toMatchObject({
      apiKey: 'key',
      projectId: 'acme',
      storageBucket: 'acme.firebasestorage.app',
    });
  });

  it('connects the emulators only when asked, on firebase.json ports', () => {
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_USE_EMULATORS', '');
    expect(emulatorHostsFromEnv()).toEqual({ auth: null, firestore: null, storage: null });
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_USE_EMULATORS', 'true');
    expect(emulatorHostsFromEnv()).toEqual({
      auth: '127.0.0.1:9099',
      firestore: '127.0.0.1:8080',
      storage: '127.0.0.1:9199',
    });
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_EMULATOR_HOST', '10.0.0.5');
    expect(emulatorHostsFromEnv().firestore).toBe('10.0.0.5:8080');
    expect(splitHostPort('[::1]:8080')).toEqual({ host: '::1', port: 8080 });
    expect(() => splitHostPort('localhost')).toThrow(/host:port/);
  });
});

type Sentinel = { isEqual(other: unknown): boolean };
type Sentinels = Sentinel & { n: Sentinel; tags: Sentinel };

describe('values', () => {
  it('reads Timestamps as Dates at any depth', () => {
    const at = new Date('2026-02-03T04:05:06.007Z');
    const read = fromFirestoreValue({
      at: Timestamp.fromDate(at),
      list: [{ at: Timestamp.fromDate(at) }],
      n: 1,
      s: 'x',
      z: null,
    });
    expect(read).toEqual({ at, list: [{ at }], n: 1, s: 'x', z: null });
  });

  it('writes the port sentinels as the SDK sentinels at any depth, leaving Dates and undefined to the SDK', () => {
    const at = new Date();
    const written = toFirestoreValue({
      t: serverTimestamp(),
      m: { n: increment(2), tags: arrayUnion('a', at) },
      at,
      u: undefined,
    }) as Record<string, Sentinels>;
    expect(written.t.isEqual(sdkServerTimestamp())).toBe(true);
    expect(written.m.n.isEqual(sdkIncrement(2))).toBe(true);
    expect(written.m.tags.isEqual(sdkArrayUnion('a', at))).toBe(true);
    expect(written.at).toBe(at);
    expect('u' in written && written.u === undefined).toBe(true);
  });

  it('finds values by dotted path', () => {
    expect(valueAtPath({ a: { b: { c: 3 } } }, 'a.b.c')).toBe(3);
    expect(valueAtPath({ a: 1 }, 'a.b')).toBeUndefined();
    expect(valueAtPath(undefined, 'a')).toBeUndefined();
  });
});

describe('errors', () => {
  it('keeps the SDK codes, without a firestore/ prefix', () => {
    expect(toBackendError(Object.assign(new Error('denied'), { code: 'permission-denied' }))).toMatchObject({
      code: 'permission-denied',
      message: 'denied',
    });
    expect(toBackendError(Object.assign(new Error('x'), { code: 'firestore/not-found' })).code).toBe('not-found');
    expect(toBackendError(Object.assign(new Error('x'), { code: 'auth/wrong-password' })).code).toBe(
      'auth/wrong-password',
    );
    expect(toBackendError(Object.assign(new Error('x'), { code: 'storage/unauthorized' })).code).toBe(
      'storage/unauthorized',
    );
    expect(toBackendError(new TypeError('boom'))).toMatchObject({ code: 'internal', message: 'boom' });
    const same = new BackendError('not-found', 'gone');
    expect(toBackendError(same)).toBe(same);
  });
});

describe('cursor order', () => {
  it('is the orderBy clauses, then unordered inequality fields, then the document id in the last direction', () => {
    expect(effectiveOrder({ collection: 'c', orderBy: [{ field: 'timestamp', direction: 'desc' }] })).toEqual([
      { field: 'timestamp', direction: 'desc' },
      { field: '__name__', direction: 'desc' },
    ]);
    expect(
      effectiveOrder({
        collection: 'c',
        where: [
          { field: 'n', op: '>', value: 1 },
          { field: 'a', op: '!=', value: 1 },
          { field: 'r', op: '==', value: 1 },
        ],
      }),
    ).toEqual([
      { field: 'a', direction: 'asc' },
      { field: 'n', direction: 'asc' },
      { field: '__name__', direction: 'asc' },
    ]);
    expect(effectiveOrder({ collection: 'c' })).toEqual([{ field: '__name__', direction: 'asc' }]);
  });
});

describe('files', () => {
  const files = createFirebaseFiles(async () => ({}) as never);
  const blob = new Blob([new Uint8Array(1000)], { type: 'image/png' });

  it('uploads into a storage folder with byte progress as a percentage, then answers the download URL', async () => {
    const seen: number[] = [];
    const result = await files.upload('talents/u1/profile/a.png', blob, { onProgress: (p) => seen.push(p.percent) });
    expect(result).toEqual({
      path: 'talents/u1/profile/a.png',
      downloadURL: 'https://files.test/talents/u1/profile/a.png?token=t',
    });
    expect(seen).toEqual([25, 50, 75, 100]);
    expect(storageFake.uploads.at(-1)).toEqual({
      path: 'talents/u1/profile/a.png',
      metadata: { contentType: 'image/png' },
    });
  });

  it('sends the given content type over the blob type', async () => {
    await files.upload('talents/u1/profile/cv', blob, { contentType: 'application/pdf' });
    expect(storageFake.uploads.at(-1)?.metadata).toEqual({ contentType: 'application/pdf' });
  });

  it('cancels on abort with storage/canceled', async () => {
    const controller = new AbortController();
    const upload = files.upload('talents/u1/profile/b.png', blob, {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(upload).rejects.toMatchObject({ code: 'storage/canceled' });
    const aborted = new AbortController();
    aborted.abort();
    await expect(files.upload('talents/u1/profile/c.png', blob, { signal: aborted.signal })).rejects.toMatchObject({
      code: 'storage/canceled',
    });
  });

  it("refuses paths outside the storage's top folders", async () => {
    await expect(files.upload('other/u1/a.png', blob)).rejects.toMatchObject({ code: 'storage/invalid-argument' });
    await expect(files.delete('talents/')).rejects.toMatchObject({ code: 'storage/invalid-argument' });
  });
});

describe('trusted calls', () => {
  let server: http.Server;
  let baseUrl: string;
  const received: { url?: string; auth?: string; body: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ url: req.url, auth: req.headers.authorization, body });
        const fail = req.url?.endsWith('/refuse');
        res.writeHead(fail ? 403 : 200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify(fail ? { error: { code: 'permission-denied', message: 'Admins only.' } } : { ok: true }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const auth = (token: string | null) => ({ getIdToken: async () => token }) as unknown as Auth;
  /** The transport itself is under test: names outside the contract, with any payload. */
  const caller = (token: string | null) =>
    createTrustedCaller(auth(token), baseUrl) as unknown as (name: string, payload: unknown) => Promise<unknown>;

  it('POSTs the payload to /api/trusted/<name> with the bearer ID token and answers the JSON', async () => {
    expect(await caller('tok-1')('grade-assessment', { id: 'a1' })).toEqual({ ok: true });
    expect(received.at(-1)).toEqual({
      url: '/api/trusted/grade-assessment',
      auth: 'Bearer tok-1',
      body: '{"id":"a1"}',
    });
  });

  it('turns an error answer into a BackendError with its code', async () => {
    await expect(caller(null)('refuse', {})).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Admins only.',
    });
    expect(received.at(-1)?.auth).toBeUndefined();
  });

  it('encodes each segment of a nested name and refuses names that climb out of /api/trusted/', async () => {
    await caller('t')('assessments/grade it', {});
    expect(received.at(-1)?.url).toBe('/api/trusted/assessments/grade%20it');
    await expect(caller('t')('../local/db', {})).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(caller('t')('a//b', {})).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});
