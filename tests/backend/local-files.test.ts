import { readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalAuth } from '../../services/backend/local/local-auth';
import { createLocalFiles } from '../../services/backend/local/local-files';
import { createMemoryStorage } from '../../services/backend/local/local-session';
import type { Auth, Files, UploadProgress } from '../../services/backend/types';
import { fileBlob, fileBytes } from '../helpers/file-bytes';
import { startAuthFilesServer, type AuthFilesServer } from './local-auth-files-harness';
import { NodeXhr } from './local-files-xhr';

// The node project does not inherit the root config's timeouts; opening PGlite takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

let server: AuthFilesServer;
let owner: { auth: Auth; files: Files; uid: string };
let other: { auth: Auth; files: Files; uid: string };
const anonymous = () => createLocalFiles({ baseUrl: server.url, getToken: async () => null });

/** The path joins the account's reserved ones (what the upload-reserve operation does before each upload). */
async function reserve(uid: string, storagePath: string) {
  const quota = (await server.engine.serverDocuments.get(`uploadQuotas/${uid}`)).data;
  const paths = Array.isArray(quota?.paths) ? quota.paths : [];
  await server.engine.serverDocuments.set(`uploadQuotas/${uid}`, { paths: [...paths, storagePath], reservedAt: [] });
}

/** A talent (its files go in its profile folder), whose uploads are reserved first as the app's are. */
async function account(email: string) {
  const auth = createLocalAuth({ baseUrl: server.url, storage: createMemoryStorage() });
  const { uid } = await auth.signUp(email, 'secret-1');
  await server.engine.serverDocuments.set(`students/${uid}`, { id: uid, email, name: 'File Owner' });
  const files = createLocalFiles({ baseUrl: server.url, getToken: () => auth.getIdToken() });
  const upload: Files['upload'] = async (storagePath, file, options) => {
    await reserve(uid, storagePath);
    return files.upload(storagePath, file, options);
  };
  return { auth, uid, files: { ...files, upload } };
}

const png = (size: number) => fileBlob('image/png', size);
const onDisk = (storagePath: string) => path.join(server.dataDir, 'files', ...storagePath.split('/'));
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const rowCount = async (storagePath: string) =>
  (await server.db.query<{ n: number }>('select count(*)::int as n from local_files where path = $1', [storagePath]))
    .rows[0].n;

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
    const target = `talents/${owner.uid}/profile/my avatar.png`;
    const seen: UploadProgress[] = [];
    const result = await owner.files.upload(target, png(3000), { onProgress: (p) => seen.push(p) });
    expect(result.path).toBe(target);
    expect(result.downloadURL).toMatch(
      new RegExp(`^/api/local/files/talents/${owner.uid}/profile/my%20avatar\\.png\\?token=[\\w-]+$`),
    );
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
    const { downloadURL } = await owner.files.upload(`talents/${owner.uid}/profile/big.png`, png(size), {
      onProgress: (p) => seen.push(p),
    });
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.map((p) => p.bytesTransferred)).toEqual([...seen.map((p) => p.bytesTransferred)].sort((a, b) => a - b));
    expect(seen.some((p) => p.percent > 0 && p.percent < 100)).toBe(true);
    expect(seen.at(-1)).toEqual({ bytesTransferred: size, totalBytes: size, percent: 100 });
    expect((await fetch(`${server.url}${downloadURL}`)).status).toBe(200);
  });

  it('reads without a token only for those the policy lets in (here the talent itself); a wrong token is refused', async () => {
    const target = `talents/${owner.uid}/profile/cv.pdf`;
    const { downloadURL } = await owner.files.upload(target, new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }));
    const bare = `${server.url}${downloadURL.split('?')[0]}`;
    const denied = await fetch(bare);
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { error: { code: string } }).error.code).toBe('storage/unauthorized');
    expect((await fetch(`${bare}?token=not-the-token`)).status).toBe(403);
    const stranger = await fetch(bare, { headers: { Authorization: `Bearer ${await other.auth.getIdToken()}` } });
    expect(stranger.status).toBe(403);
    const itself = await fetch(bare, { headers: { Authorization: `Bearer ${await owner.auth.getIdToken()}` } });
    expect(itself.status).toBe(200);
    expect(await itself.text()).toBe('%PDF-1.4 test');
  });

  it('refuses a disallowed upload with the rule in the message and stores nothing', async () => {
    const target = `talents/${owner.uid}/profile/tool.exe`;
    await expect(
      owner.files.upload(target, new Blob(['MZ'], { type: 'application/x-msdownload' })),
    ).rejects.toMatchObject({
      code: 'storage/unauthorized',
      message: 'Only JPEG, PNG or WebP images (at most 5 MB) and PDF files (at most 10 MB) can be uploaded here.',
    });
    await expect(
      owner.files.upload(`talents/${owner.uid}/profile/vector.svg`, new Blob(['<svg/>'], { type: 'image/svg+xml' })),
    ).rejects.toMatchObject({
      message: 'Only JPEG, PNG or WebP images (at most 5 MB) and PDF files (at most 10 MB) can be uploaded here.',
    });
    await expect(other.files.upload(`talents/${owner.uid}/profile/intruder.png`, png(10))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(anonymous().upload(`talents/${owner.uid}/profile/anon.png`, png(10))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    for (const p of [
      target,
      `talents/${owner.uid}/profile/vector.svg`,
      `talents/${owner.uid}/profile/intruder.png`,
      `talents/${owner.uid}/profile/anon.png`,
    ]) {
      expect(await exists(onDisk(p))).toBe(false);
      expect(await rowCount(p)).toBe(0);
    }
  });

  it('refuses a body over the largest allowed size before reading it', async () => {
    const res = await raw('PUT', `/api/local/files/talents/${owner.uid}/profile/huge.pdf`, {
      'Content-Type': 'application/pdf',
      'Content-Length': 11 * 1024 * 1024,
      Authorization: `Bearer ${await owner.auth.getIdToken()}`,
    });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).error).toEqual({
      code: 'storage/unauthorized',
      message: 'Files must be at most 10 MB.',
    });
    expect(await exists(onDisk(`talents/${owner.uid}/profile/huge.pdf`))).toBe(false);
  });
});

describe('cancel', () => {
  it('an aborted signal cancels with storage/canceled, before or during the upload, and leaves nothing behind', async () => {
    const before = new AbortController();
    before.abort();
    await expect(
      owner.files.upload(`talents/${owner.uid}/profile/never.png`, png(10), { signal: before.signal }),
    ).rejects.toMatchObject({
      code: 'storage/canceled',
      message: 'User canceled the upload/download.',
    });

    vi.stubGlobal('XMLHttpRequest', NodeXhr);
    const during = new AbortController();
    const target = `talents/${owner.uid}/profile/half.png`;
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
    const target = `talents/${owner.uid}/profile/to-delete.png`;
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
    const sent = `talents/${user.uid}/applications/job-1/b.pdf`;
    await user.files.upload(`talents/${user.uid}/profile/a.png`, png(10));
    await user.files.upload(sent, fileBlob('application/pdf', 100));
    await server.engine.files.deleteFolder(`talents/${user.uid}/`);
    expect(await exists(onDisk(`talents/${user.uid}`))).toBe(false);
    expect(await rowCount(`talents/${user.uid}/profile/a.png`)).toBe(0);
    expect(await rowCount(sent)).toBe(0);
    expect(await exists(onDisk(`talents/${owner.uid}/profile/my avatar.png`))).toBe(true);
  });
});

describe('paths', () => {
  it("only accepts paths under the storage's top folders on the client", async () => {
    await expect(owner.files.upload('avatars/x.png', png(10))).rejects.toMatchObject({
      code: 'storage/invalid-argument',
    });
    await expect(owner.files.delete('../x.png')).rejects.toMatchObject({ code: 'storage/invalid-argument' });
  });

  it('rejects traversal on the server, plain or encoded, and writes nothing outside the files folder', async () => {
    const headers = { 'Content-Type': 'image/png', Authorization: `Bearer ${await owner.auth.getIdToken()}` };
    const attempts = [
      `/api/local/files/talents/${owner.uid}/profile/../${other.uid}/x.png`,
      `/api/local/files/talents/${owner.uid}/profile/..%2F..%2F..%2Fescape.png`,
      `/api/local/files/talents/${owner.uid}/profile/%2E%2E/%2E%2E/%2E%2E/escape.png`,
      `/api/local/files/talents/${owner.uid}/profile/a%5C..%5C..%5Cescape.png`,
    ];
    for (const attempt of attempts) {
      const res = await raw('PUT', attempt, headers, Buffer.from('x'));
      expect(res.status, attempt).toBe(400);
      expect(JSON.parse(res.body).error.code).toBe('storage/invalid-argument');
    }
    const ctx = await server.engine.auth.verifyToken(await owner.auth.getIdToken());
    await expect(
      server.engine.files.upload(ctx, `talents/${owner.uid}/profile/../../escape.png`, 'image/png', new Uint8Array(1)),
    ).rejects.toMatchObject({
      code: 'storage/invalid-argument',
    });
    await expect(server.engine.files.read(ctx, '../session-secret', null)).rejects.toMatchObject({
      code: 'storage/invalid-argument',
    });
    expect(await exists(path.join(server.dataDir, 'escape.png'))).toBe(false);
    expect(await exists(path.join(server.dataDir, 'files', 'escape.png'))).toBe(false);
    expect(await exists(path.join(server.dataDir, 'files', 'talents', other.uid))).toBe(false);
  });
});

describe('content that lies about its type', () => {
  // A Windows executable starts with "MZ"; padded so no size rule is what refuses it.
  const exe = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096)]);
  const upload = async (name: string, contentType: string, body: Uint8Array) => {
    await reserve(owner.uid, `talents/${owner.uid}/profile/${name}`);
    return raw(
      'PUT',
      `/api/local/files/talents/${owner.uid}/profile/${name}`,
      { 'Content-Type': contentType, Authorization: `Bearer ${await owner.auth.getIdToken()}` },
      Buffer.from(body),
    );
  };

  it.each([
    [
      'lying-cv.pdf',
      'application/pdf',
      exe(),
      'This file is not a PDF document: its content does not match its type (application/pdf).',
    ],
    [
      'lying-charset.pdf',
      'application/pdf; charset=binary',
      exe(),
      'This file is not a PDF document: its content does not match its type (application/pdf).',
    ],
    [
      'lying-photo.png',
      'image/png',
      exe(),
      'This file is not a PNG image: its content does not match its type (image/png).',
    ],
    [
      'lying-photo.jpg',
      'image/jpeg',
      fileBytes('image/png', 200),
      'This file is not a JPEG image: its content does not match its type (image/jpeg).',
    ],
    [
      'lying-photo.webp',
      'image/webp',
      fileBytes('application/pdf', 200),
      'This file is not a WebP image: its content does not match its type (image/webp).',
    ],
    [
      'lying-empty.pdf',
      'application/pdf',
      new Uint8Array(0),
      'This file is not a PDF document: its content does not match its type (application/pdf).',
    ],
  ])(
    'refuses %s declared as %s whose bytes say otherwise, and stores nothing',
    async (name, contentType, body, message) => {
      const res = await upload(name, contentType, body);
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body).error).toEqual({ code: 'storage/unauthorized', message });
      expect(await exists(onDisk(`talents/${owner.uid}/profile/${name}`))).toBe(false);
      expect(await rowCount(`talents/${owner.uid}/profile/${name}`)).toBe(0);
    },
  );

  it('stores PDF, PNG, JPEG and WebP files whose bytes match their type', async () => {
    for (const [name, type] of [
      ['ok.pdf', 'application/pdf'],
      ['ok.png', 'image/png'],
      ['ok.jpg', 'image/jpeg'],
      ['ok.webp', 'image/webp'],
    ]) {
      const { downloadURL } = await owner.files.upload(`talents/${owner.uid}/profile/${name}`, fileBlob(type, 300));
      const res = await fetch(`${server.url}${downloadURL}`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
    }
  });

  it('shows the refusal to the client adapter as a storage error with the reason', async () => {
    const lying = new Blob([exe()], { type: 'application/pdf' });
    await expect(owner.files.upload(`talents/${owner.uid}/profile/tool-as-cv.pdf`, lying)).rejects.toMatchObject({
      code: 'storage/unauthorized',
      message: expect.stringMatching(/^This file is not a PDF document/),
    });
  });
});

describe('paths that run into other files', () => {
  // No upload can name such a path (every kind of path is one file name deep in its folder, and any other path is
  // refused by the policy first); the store still refuses them, for the trusted copy as much as for uploads.
  it('refuses a file inside an existing file, and a file where a folder of files is, with 400', async () => {
    const cv = `talents/${owner.uid}/profile/clash.pdf`;
    await owner.files.upload(cv, fileBlob('application/pdf'));
    await expect(owner.files.upload(`${cv}/evil.pdf`, fileBlob('application/pdf'))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(server.engine.files.copy(cv, `${cv}/evil.pdf`)).rejects.toMatchObject({
      code: 'storage/invalid-argument',
      message: `'${cv}' is a file, so nothing can be stored inside it; choose another path.`,
    });
    await expect(server.engine.files.copy(cv, `talents/${owner.uid}/profile`)).rejects.toMatchObject({
      code: 'storage/invalid-argument',
      message: `'talents/${owner.uid}/profile' is a folder holding other files; choose another name.`,
    });
    expect(await rowCount(`${cv}/evil.pdf`)).toBe(0);
    expect(
      (
        await fetch(`${server.url}/api/local/files/${cv}`, {
          headers: { Authorization: `Bearer ${await owner.auth.getIdToken()}` },
        })
      ).status,
    ).toBe(200);
  });

  it('frees the name of a folder once its last file is deleted', async () => {
    const user = await account('emptied@files.test');
    const inner = `talents/${user.uid}/profile/a.pdf`;
    await user.files.upload(inner, fileBlob('application/pdf'));
    await user.files.delete(inner);
    expect(await exists(onDisk(`talents/${user.uid}/profile`))).toBe(false);
    await expect(
      server.engine.files.copy(`talents/${owner.uid}/profile/clash.pdf`, `talents/${user.uid}/profile`),
    ).resolves.toMatch(new RegExp(`^/api/local/files/talents/${user.uid}/profile\\?token=`));
  });

  it('answers every hostile upload with a 4xx, never a 500', async () => {
    const token = await owner.auth.getIdToken();
    const base = `/api/local/files/talents/${owner.uid}/profile`;
    await owner.files.upload(`talents/${owner.uid}/profile/hostile.pdf`, fileBlob('application/pdf'));
    const pdf = Buffer.from(fileBytes('application/pdf'));
    const attempts: [string, Record<string, string>, Buffer | undefined][] = [
      [`${base}/hostile.pdf/evil.pdf`, { 'Content-Type': 'application/pdf' }, pdf],
      [`${base}/hostile.pdf/deeper/evil.pdf`, { 'Content-Type': 'application/pdf' }, pdf],
      [`${base}/hostile`, { 'Content-Type': 'application/pdf' }, pdf],
      [`${base}/${'a'.repeat(250)}.pdf`, { 'Content-Type': 'application/pdf' }, pdf],
      [`${base}/${encodeURIComponent('é'.repeat(120))}.pdf`, { 'Content-Type': 'application/pdf' }, pdf],
      [`${base}/${'d/'.repeat(520)}x.pdf`, { 'Content-Type': 'application/pdf' }, pdf],
      [`${base}/nul%00.pdf`, { 'Content-Type': 'application/pdf' }, pdf],
      [`${base}/bad%E0%A4%A.pdf`, { 'Content-Type': 'application/pdf' }, pdf],
      [`${base}//double.pdf`, { 'Content-Type': 'application/pdf' }, pdf],
      [`${base}/trailing/`, { 'Content-Type': 'application/pdf' }, pdf],
      [base, { 'Content-Type': 'application/pdf' }, pdf],
      ['/api/local/files/', { 'Content-Type': 'application/pdf' }, pdf],
      [`${base}/no-type.pdf`, {}, pdf],
      [`${base}/odd-type.pdf`, { 'Content-Type': ';;; =' }, pdf],
      [`${base}/empty.pdf`, { 'Content-Type': 'application/pdf' }, Buffer.alloc(0)],
      [`${base}/script.html`, { 'Content-Type': 'text/html' }, Buffer.from('<script>alert(1)</script>')],
    ];
    for (const [urlPath, headers, body] of attempts) {
      const res = await raw('PUT', urlPath, { ...headers, Authorization: `Bearer ${token}` }, body);
      expect(res.status, urlPath).toBeGreaterThanOrEqual(400);
      expect(res.status, urlPath).toBeLessThan(500);
      expect(res.body, urlPath).toMatch(/"code":"storage\//);
    }
    const forged = await raw(
      'PUT',
      `${base}/forged.pdf`,
      { 'Content-Type': 'application/pdf', Authorization: 'Bearer not.a.token' },
      pdf,
    );
    expect(forged.status).toBe(401);
  });
});
