/**
 * The Firebase adapter's upload with the real Storage SDK against an unreachable Storage host (a port nothing
 * listens on): the SDK reports 0 % and then retries silently for minutes; the stall watch ends it with
 * storage/stalled. A short stall time keeps the test quick; the product uses UPLOAD_STALL_MS.
 */
import net from 'node:net';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { createFirebaseFiles } from '@/services/backend/firebase/firebase-files';
import { UPLOAD_STALLED } from '@/services/backend/upload-stall';

vi.setConfig({ testTimeout: 30_000 });

let app: FirebaseApp;
let closedPort = 0;

beforeAll(async () => {
  closedPort = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
  app = initializeApp(
    { apiKey: 'demo-api-key', projectId: 'demo-stall', storageBucket: 'demo-stall.appspot.com' },
    `stall-${process.pid}`,
  );
  connectStorageEmulator(getStorage(app), '127.0.0.1', closedPort);
});
afterAll(() => deleteApp(app));

const png = () => new Blob([new Uint8Array(1000)], { type: 'image/png' });
const settle = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: { code?: string }) => e.code ?? 'error',
  );

describe('an upload to an unreachable Storage host', () => {
  it('stays silent at 0 % on its own (what users saw before), until the stall watch stops it with storage/stalled', async () => {
    const files = createFirebaseFiles(async () => getStorage(app), { stallMs: 2500 });
    const seen: number[] = [];
    const started = Date.now();
    const outcome = settle(files.upload('uploadedFiles/u1/a.png', png(), { onProgress: (p) => seen.push(p.percent) }));
    // Well before the stall time the SDK has neither failed nor moved a byte.
    const early = await Promise.race([outcome, new Promise((r) => setTimeout(() => r('pending'), 2000))]);
    expect(early).toBe('pending');
    expect(await outcome).toBe(UPLOAD_STALLED);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
    expect(seen.every((p) => p === 0)).toBe(true);
  });
});
