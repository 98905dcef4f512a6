/**
 * Nothing acknowledged is lost in a crash: the local backend is killed with SIGKILL while 30 users save documents and
 * upload files, and reopened on the same folder. Every write it answered 200 is there, every account signs in, the
 * temporary files of the uploads it was in the middle of are gone, and the folder opens again. The time it took is
 * printed, not asserted against the 2 s target, which a busy machine misses by itself (two busy cores: 2.3 to 2.5 s
 * against 1.4 to 1.7 s idle); `npm run bench:backend` measures opening. (A kill during the first seeding is the seeding
 * test's case: tests/backend/local-seeding.test.ts.)
 */
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startServerChild } from '../helpers/server-child';

vi.setConfig({ testTimeout: 180_000 });

const USERS = 30;
const UPLOADERS = 6;
const PASSWORD = 'a long password 1';
const MB = 1024 * 1024;

const folders: string[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

/** Killed at the end whatever happens, so no server outlives the suite. */
async function startServer(dataDir: string) {
  const server = await startServerChild(dataDir);
  children.push(server.child);
  return server;
}

async function call(url: string, init: RequestInit & { json?: unknown; token?: string } = {}) {
  const { json, token, ...rest } = init;
  const res = await fetch(url, {
    method: 'POST',
    ...rest,
    headers: {
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(rest.headers as Record<string, string> | undefined),
    },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  return res;
}

async function signIn(url: string, email: string, path: 'signUp' | 'signIn') {
  const res = await call(`${url}/api/local/auth/${path}`, { json: { email, password: PASSWORD } });
  expect(res.status, `${path} ${email}`).toBe(200);
  const body = (await res.json()) as { idToken: string; user: { uid: string } };
  return { token: body.idToken, uid: body.user.uid };
}

/** A PDF of `bytes` bytes whose content depends on `seed`, so a torn or mixed-up file would not match. */
function pdf(bytes: number, seed: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(bytes).fill(seed % 251);
  data.set(Buffer.from('%PDF-1.7\n', 'latin1'), 0);
  new DataView(data.buffer).setUint32(16, seed);
  return data;
}
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * An upload body that sends its first half in 1 MB chunks, says so once the client has taken all of it, and then
 * waits for ever: a kill after that lands while the server is receiving an upload, on any machine. (Killing while
 * some upload was merely in flight missed on a fast machine: the last one could be answered before the kill.)
 */
function stalledBody(bytes: Uint8Array, halfTaken: () => void): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset < bytes.length / 2) {
        controller.enqueue(bytes.slice(offset, offset + MB));
        offset += MB;
        return;
      }
      halfTaken();
      return new Promise<void>(() => undefined);
    },
  });
}

describe('a crash while users write', () => {
  it('SIGKILL mid-write loses no acknowledged document or file, every account signs in, and the folder reopens clean', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'local-crash-test-'));
    folders.push(dataDir);
    const first = await startServer(dataDir);
    const users: { email: string; uid: string; token: string }[] = [];
    for (let i = 0; i < USERS; i += 1) {
      const email = `crash${i}@example.com`;
      users.push({ email, ...(await signIn(first.url, email, 'signUp')) });
    }
    // The uploaders are talents whose uploads were reserved (as the upload-reserve operation does before each).
    for (const { uid, email } of users.slice(0, UPLOADERS)) {
      const set = (docPath: string, data: unknown) =>
        call(`${first.url}/test/documents`, { json: { path: docPath, data } });
      await set(`students/${uid}`, { id: uid, email, name: email });
      const paths = Array.from({ length: 500 }, (_, n) => `talents/${uid}/profile/cv-${n}.pdf`);
      await set(`uploadQuotas/${uid}`, { paths, reservedAt: [] });
    }

    const savedDocs = new Map<string, number>(); // path -> the version the server acknowledged last
    const savedFiles = new Map<string, string>(); // path -> sha256 of the bytes acknowledged
    let uploadsStarted = 0;
    let stallStarted = false;
    let midUpload = false;
    let killed = false;
    const enoughAcknowledged = () => savedFiles.size >= UPLOADERS && savedDocs.size >= USERS - UPLOADERS;
    const loops = users.map(async (user, index) => {
      for (let n = 1; !killed; n += 1) {
        try {
          if (index < UPLOADERS && n % 2 === 0) {
            // 10 MB, the largest upload a talent may send (a CV), under way when the kill comes.
            const filePath = `talents/${user.uid}/profile/cv-${n}.pdf`;
            const bytes = pdf(10 * MB, index * 1000 + n);
            uploadsStarted += 1;
            // Once enough writes are acknowledged, one upload stalls halfway and the kill waits for it.
            const stall = !stallStarted && enoughAcknowledged();
            stallStarted ||= stall;
            const res = await call(`${first.url}/api/local/files/${filePath}`, {
              method: 'PUT',
              token: user.token,
              headers: { 'Content-Type': 'application/pdf' },
              body: stall ? stalledBody(bytes, () => (midUpload = true)) : bytes,
              ...(stall ? { duplex: 'half' } : {}),
            });
            if (res.status === 200) savedFiles.set(filePath, sha(bytes));
          } else {
            const docPath = `contract-tests/${user.uid}/items/profile`;
            const res = await call(`${first.url}/api/local/db`, {
              token: user.token,
              json: {
                op: 'set',
                path: docPath,
                data: { version: n, headline: `Save ${n} of ${user.email}`, bio: 'x'.repeat(2000) },
              },
            });
            if (res.status === 200) savedDocs.set(docPath, n);
          }
        } catch {
          return; // the connection died with the server: this write was never acknowledged
        }
      }
    });

    // Kill once the writes are well under way, some uploads have been acknowledged and one is half received.
    const deadline = Date.now() + 60_000;
    while (!midUpload && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(savedFiles.size).toBeGreaterThanOrEqual(UPLOADERS);
    expect(midUpload, 'an upload was half sent when the kill came').toBe(true);
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(loops);
    expect(uploadsStarted).toBeGreaterThan(savedFiles.size); // some uploads were cut off

    // A kill inside the few milliseconds a file takes to write leaves its temporary copy beside it; such a leftover
    // is planted too, as the kill above rarely lands there.
    const stored = fs.readdirSync(path.join(dataDir, 'files'), { recursive: true }).map(String);
    const beside = stored.find((name) => fs.statSync(path.join(dataDir, 'files', name)).isFile())!;
    fs.writeFileSync(path.join(dataDir, 'files', `${beside}.0a1b2c3d4e5f.upload`), pdf(MB, 1));

    const second = await startServer(dataDir);
    console.log(
      `[crash] killed after ${savedDocs.size} saves and ${savedFiles.size} uploads acknowledged; reopened in ${second.openedMs} ms`,
    );
    expect(second.openedMs).toBeLessThan(10_000); // recovery ends, rather than hangs
    const filesLeft = fs.readdirSync(path.join(dataDir, 'files'), { recursive: true }).map(String);
    expect(filesLeft.filter((name) => name.endsWith('.upload'))).toEqual([]);

    for (const user of users) {
      const { token, uid } = await signIn(second.url, user.email, 'signIn');
      expect(uid).toBe(user.uid);
      const docPath = `contract-tests/${uid}/items/profile`;
      const acknowledged = savedDocs.get(docPath);
      if (acknowledged !== undefined) {
        const res = await call(`${second.url}/api/local/db`, { token, json: { op: 'get', path: docPath } });
        const body = (await res.json()) as { doc: { data?: { version: number } } };
        // The last acknowledged save, or one sent after it that committed just before the kill.
        expect(body.doc.data?.version, docPath).toBeGreaterThanOrEqual(acknowledged);
      }
      for (const [filePath, hash] of savedFiles) {
        if (!filePath.startsWith(`talents/${uid}/`)) continue;
        const res = await fetch(`${second.url}/api/local/files/${filePath}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(res.status, filePath).toBe(200);
        expect(sha(new Uint8Array(await res.arrayBuffer())), filePath).toBe(hash);
      }
    }
    second.child.kill('SIGKILL');
  });
});
