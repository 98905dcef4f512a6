/**
 * Concurrent file operations on the local backend's HTTP surface end in a clear answer and a whole state: an
 * upload racing the same user's delete of that folder's last file, and uploads landing while the account is
 * deleted. Neither may answer 5xx or leave a file, a row or a half-deleted account behind.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileBlob } from '../helpers/file-bytes';
import { openTestEngine, startLocalServer, type LocalServer } from '../helpers/local-server';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(async () => {
  await server?.stop();
});

const PNG = fileBlob('image/png', 2048);

/** A talent whose uploads to `names` in its profile folder are reserved (as the upload-reserve operation does). */
async function signUp(email: string, names: string[]): Promise<{ uid: string; token: string }> {
  const res = await fetch(`${server.url}/api/local/auth/signUp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'password-123' }),
  });
  const body = (await res.json()) as { user: { uid: string }; idToken: string };
  const uid = body.user.uid;
  await server.engine.serverDocuments.set(`students/${uid}`, { id: uid, email, name: 'Racer' });
  const paths = names.map((name) => `talents/${uid}/profile/${name}`);
  await server.engine.serverDocuments.set(`uploadQuotas/${uid}`, { paths, reservedAt: [] });
  return { uid, token: body.idToken };
}

const fileUrl = (storagePath: string) =>
  `${server.url}/api/local/files/${storagePath.split('/').map(encodeURIComponent).join('/')}`;
const put = (token: string, storagePath: string) =>
  fetch(fileUrl(storagePath), {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/png' },
    body: PNG,
  });
const del = (token: string, storagePath: string) =>
  fetch(fileUrl(storagePath), { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });

async function rows(prefix: string): Promise<string[]> {
  const { rows } = await server.engine.db.query<{ path: string }>(
    `select path from local_files where left(path, length($1)) = $1 order by path`,
    [prefix],
  );
  return rows.map((r) => r.path);
}

async function onDisk(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(server.engine.dataDir, 'files', ...folder.split('/')), {
      recursive: true,
      withFileTypes: true,
    });
    return entries
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

describe('file races on the local backend', () => {
  it('150 uploads racing the delete of the folder’s last file all answer 200, and both end whole', async () => {
    const names = ['last.png', ...Array.from({ length: 150 }, (_, i) => `next-${i}.png`)];
    const { uid, token } = await signUp('racer@files.test', names);
    const folder = `talents/${uid}/profile`;
    const statuses: number[] = [];
    for (let i = 0; i < 150; i++) {
      expect((await put(token, `${folder}/last.png`)).status).toBe(200);
      const [removed, uploaded] = await Promise.all([
        del(token, `${folder}/last.png`),
        put(token, `${folder}/next-${i}.png`),
      ]);
      statuses.push(removed.status, uploaded.status);
      expect((await del(token, `${folder}/next-${i}.png`)).status).toBe(200);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await rows(`talents/${uid}/`)).toEqual([]);
    expect(await onDisk(`talents/${uid}`)).toEqual([]);
  });

  it('uploads landing while the account is deleted never answer 5xx and leave nothing behind', async () => {
    const answers: number[] = [];
    for (let round = 0; round < 15; round++) {
      const names = ['first.png', ...Array.from({ length: 10 }, (_, i) => `f-${i}.png`)];
      const { uid, token } = await signUp(`leaver-${round}@files.test`, names);
      await put(token, `talents/${uid}/profile/first.png`);
      const uploads = names.slice(1).map((name) => put(token, `talents/${uid}/profile/${name}`));
      const deletion = fetch(`${server.url}/api/trusted/delete-account`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ confirm: 'DELETE' }),
      });
      const [deleted, ...uploaded] = await Promise.all([deletion, ...uploads]);
      expect(deleted.status, await deleted.text()).toBe(200);
      answers.push(...uploaded.map((r) => r.status));
      expect(await rows(`talents/${uid}/`)).toEqual([]);
      expect(await onDisk(`talents/${uid}`)).toEqual([]);
      expect(await server.engine.auth.findUserByEmail(`leaver-${round}@files.test`)).toBeNull();
    }
    expect(answers.filter((s) => s >= 500)).toEqual([]);
    // Each upload either landed before the deletion (and went with it) or was refused as no longer signed in.
    expect(answers.every((s) => s === 200 || s === 401)).toBe(true);
  });

  it('an open removes the temporary uploads a killed process left, and keeps the files', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'file-leftovers-'));
    const folder = path.join(dataDir, 'files', 'talents', 'u1', 'profile');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'cv.pdf'), 'kept');
    await writeFile(path.join(folder, 'cv.pdf.0a1b2c3d4e5f.upload'), 'half written');
    const engine = await openTestEngine({ dataDir });
    try {
      expect((await readdir(folder)).sort()).toEqual(['cv.pdf']);
    } finally {
      await engine.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
