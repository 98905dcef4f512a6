import { readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalAuth } from '../../services/backend/local/local-auth';
import { createLocalFiles } from '../../services/backend/local/local-files';
import { createMemoryStorage } from '../../services/backend/local/local-session';
import type { Auth, Files, UploadProgress } from '../../services/backend/types';
import { startAuthFilesServer, type AuthFilesServer } from './local-auth-files-harness';
import { NodeXhr } from './local-files-xhr';

// The node project does not inherit the root config's timeouts; opening PGlite takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

let server: AuthFilesServer;
let owner: { auth: Auth; files: Files; uid: string };
let other: { auth: Auth; files: Files; uid: string };
const anonymous = () => createLocalFiles({ baseUrl: server.url, getToken: async () => null });

async function account(email: string) {
  const auth = createLocalAuth({ baseUrl: server.url, storage: createMemoryStorage() });
  const { uid } = await auth.signUp(email, 'secret-1');
  return { auth, uid, files: createLocalFiles({ baseUrl: server.url, getToken: () => auth.getIdToken() }) };
}

const png = (size: number) => new Blob([new Uint8Array(size).map((_, i) => i % 251)], { type: 'image/png' });
const onDisk = (storagePath: string) => path.join(server.dataDir, 'files', ...storagePath.split('/'));
const exists = (file: string) => stat(file).then(() => true, () => false);
const rowCount = async (storagePath: string) =>
  (await server.db.query<{ n: number }>('select count(*)::int as n from local_files where path = $1', [storagePath])).rows[0].n;

/** Raw request, so the path reaches the server exactly as written (fetch would normalise `..`). */
function raw(method: string, urlPath: string, headers: Record<string, string | number> = {}, body?: Buffer) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    const req = http.request({ hostname, port, path: urlPath, method, headers }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    if (body) req.end(body);
    else if (headers['Content-Length']) req.flushHeaders();
    else req.end();
  });
}

beforeAll(async () => {
  server = await startAuthFilesServer();
  owner = await account('files-owner@files.test');
  other = await account('files-other@files.test');
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('upload and download', () => {
  it('uploads with progress reaching 100 and serves the bytes through the relative download URL', async () => {
    const target = `uploadedFiles/${owner.uid}/my avatar.png`;
    const seen: UploadProgress[] = [];
    const result = await owner.files.upload(target, png(3000), { onProgress: (p) => seen.push(p) });
    expect(result.path).toBe(target);
    expect(result.downloadURL).toMatch(new RegExp(`^/api/local/files/uploadedFiles/${owner.uid}/my%20avatar\\.png\\?token=[\\w-]+$`));
    expect(seen[0]).toEqual({ bytesTransferred: 0, totalBytes: 3000, percent: 0 });
    expect(seen.at(-1)).toEqual({ bytesTransferred: 3000, totalBytes: 3000, percent: 100 });

    const res = await fetch(`${server.url}${result.downloadURL}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(await png(3000).arrayBuffer()))).toBe(true);
  });

  it('reports real byte progress through XMLHttpRequest in the browser', async () => {
    vi.stubGlobal('XMLHttpRequest', NodeXhr);
    const seen: UploadProgress[] = [];
    const size = 600 * 1024;
    const { downloadURL } = await owner.files.upload(`uploadedFiles/${owner.uid}/big.png`, png(size), { onProgress: (p) => seen.push(p) });
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.map((p) => p.bytesTransferred)).toEqual([...seen.map((p) => p.bytesTransferred)].sort((a, b) => a - b));
    expect(seen.some((p) => p.percent > 0 && p.percent < 100)).toBe(true);
    expect(seen.at(-1)).toEqual({ bytesTransferred: size, totalBytes: size, percent: 100 });
    expect((await fetch(`${server.url}${downloadURL}`)).status).toBe(200);
  });

  it('reads without a token only for signed-in callers; a wrong token is refused', async () => {
    const target = `uploadedFiles/${owner.uid}/cv.pdf`;
    const { downloadURL } = await owner.files.upload(target, new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }));
    const bare = `${server.url}${downloadURL.split('?')[0]}`;
    const denied = await fetch(bare);
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { error: { code: string } }).error.code).toBe('storage/unauthorized');
    expect((await fetch(`${bare}?token=not-the-token`)).status).toBe(403);
    const signedIn = await fetch(bare, { headers: { Authorization: `Bearer ${await other.auth.getIdToken()}` } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toBe('%PDF-1.4 test');
  });

  it('refuses a disallowed upload with the rule in the message and stores nothing', async () => {
    const target = `uploadedFiles/${owner.uid}/tool.exe`;
    await expect(owner.files.upload(target, new Blob(['MZ'], { type: 'application/x-msdownload' }))).rejects.toMatchObject({
      code: 'storage/unauthorized',
      message: 'Only JPEG, PNG or WebP images (at most 5 MB) and PDF files (at most 10 MB) can be uploaded.',
    });
    await expect(owner.files.upload(`uploadedFiles/${owner.uid}/vector.svg`, new Blob(['<svg/>'], { type: 'image/svg+xml' }))).rejects.toMatchObject({
      message: 'Images must be JPEG, PNG or WebP and at most 5 MB.',
    });
    await expect(other.files.upload(`uploadedFiles/${owner.uid}/intruder.png`, png(10))).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(anonymous().upload(`uploadedFiles/${owner.uid}/anon.png`, png(10))).rejects.toMatchObject({ code: 'storage/unauthorized' });
    for (const p of [target, `uploadedFiles/${owner.uid}/vector.svg`, `uploadedFiles/${owner.uid}/intruder.png`, `uploadedFiles/${owner.uid}/anon.png`]) {
      expect(await exists(onDisk(p))).toBe(false);
      expect(await rowCount(p)).toBe(0);
    }
  });

  it('refuses a body over the largest allowed size before reading it', async () => {
    const res = await raw('PUT', `/api/local/files/uploadedFiles/${owner.uid}/huge.pdf`, {
      'Content-Type': 'application/pdf',
      'Content-Length': 11 * 1024 * 1024,
      Authorization: `Bearer ${await owner.auth.getIdToken()}`,
    });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).error).toEqual({ code: 'storage/unauthorized', message: 'Files must be at most 10 MB.' });
    expect(await exists(onDisk(`uploadedFiles/${owner.uid}/huge.pdf`))).toBe(false);
  });
});

describe('cancel', () => {
  it('an aborted signal cancels with storage/canceled, before or during the upload, and leaves nothing behind', async () => {
    const before = new AbortController();
    before.abort();
    await expect(owner.files.upload(`uploadedFiles/${owner.uid}/never.png`, png(10), { signal: before.signal })).rejects.toMatchObject({
      code: 'storage/canceled',
      message: 'User canceled the upload/download.',
    });

    vi.stubGlobal('XMLHttpRequest', NodeXhr);
    const during = new AbortController();
    const target = `uploadedFiles/${owner.uid}/half.png`;
    const upload = owner.files.upload(target, png(2 * 1024 * 1024), {
      signal: during.signal,
      onProgress: (p) => {
        if (p.percent >= 20) during.abort();
      },
    });
    await expect(upload).rejects.toMatchObject({ code: 'storage/canceled' });
    // The server is done with the canceled request (it saw the client go away): nothing may be written after.
    await server.handled('PUT', '/half.png');
    expect(await exists(onDisk(target))).toBe(false);
    expect(await rowCount(target)).toBe(0);
    // No temporary file either (the folder may not exist at all when this test runs alone).
    expect((await readdir(path.dirname(onDisk(target))).catch(() => [])).filter((f) => f.includes('half'))).toEqual([]);
  });
});

describe('delete', () => {
  it('lets the owner delete, nobody else, and answers object-not-found afterwards', async () => {
    const target = `uploadedFiles/${owner.uid}/to-delete.png`;
    const { downloadURL } = await owner.files.upload(target, png(100));
    await expect(other.files.delete(target)).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(anonymous().delete(target)).rejects.toMatchObject({ code: 'storage/unauthorized' });
    expect(await exists(onDisk(target))).toBe(true);
    await owner.files.delete(target);
    expect(await exists(onDisk(target))).toBe(false);
    expect((await fetch(`${server.url}${downloadURL}`)).status).toBe(404);
    await expect(owner.files.delete(target)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });

  it('deleteFolder removes every file under a folder', async () => {
    const user = await account('folder@files.test');
    await user.files.upload(`uploadedFiles/${user.uid}/a.png`, png(10));
    await user.files.upload(`uploadedFiles/${user.uid}/docs/b.pdf`, new Blob(['%PDF'], { type: 'application/pdf' }));
    await server.engine.files.deleteFolder(`uploadedFiles/${user.uid}/`);
    expect(await exists(onDisk(`uploadedFiles/${user.uid}`))).toBe(false);
    expect(await rowCount(`uploadedFiles/${user.uid}/a.png`)).toBe(0);
    expect(await rowCount(`uploadedFiles/${user.uid}/docs/b.pdf`)).toBe(0);
    expect(await exists(onDisk(`uploadedFiles/${owner.uid}/my avatar.png`))).toBe(true);
  });
});

describe('paths', () => {
  it('only accepts paths under uploadedFiles/ on the client', async () => {
    await expect(owner.files.upload('avatars/x.png', png(10))).rejects.toMatchObject({ code: 'storage/invalid-argument' });
    await expect(owner.files.delete('../x.png')).rejects.toMatchObject({ code: 'storage/invalid-argument' });
  });

  it('rejects traversal on the server, plain or encoded, and writes nothing outside the files folder', async () => {
    const headers = { 'Content-Type': 'image/png', Authorization: `Bearer ${await owner.auth.getIdToken()}` };
    const attempts = [
      `/api/local/files/uploadedFiles/${owner.uid}/../${other.uid}/x.png`,
      `/api/local/files/uploadedFiles/${owner.uid}/..%2F..%2F..%2Fescape.png`,
      `/api/local/files/uploadedFiles/${owner.uid}/%2E%2E/%2E%2E/%2E%2E/escape.png`,
      `/api/local/files/uploadedFiles/${owner.uid}/a%5C..%5C..%5Cescape.png`,
    ];
    for (const attempt of attempts) {
      const res = await raw('PUT', attempt, headers, Buffer.from('x'));
      expect(res.status, attempt).toBe(400);
      expect(JSON.parse(res.body).error.code).toBe('storage/invalid-argument');
    }
    const ctx = await server.engine.auth.verifyToken(await owner.auth.getIdToken());
    await expect(server.engine.files.upload(ctx, `uploadedFiles/${owner.uid}/../../escape.png`, 'image/png', new Uint8Array(1))).rejects.toMatchObject({
      code: 'storage/invalid-argument',
    });
    await expect(server.engine.files.read(ctx, '../session-secret', null)).rejects.toMatchObject({ code: 'storage/invalid-argument' });
    expect(await exists(path.join(server.dataDir, 'escape.png'))).toBe(false);
    expect(await exists(path.join(server.dataDir, 'files', 'escape.png'))).toBe(false);
    expect(await exists(path.join(server.dataDir, 'files', 'uploadedFiles', other.uid))).toBe(false);
  });
});
