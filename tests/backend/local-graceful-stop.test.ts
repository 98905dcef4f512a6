/**
 * A clean stop (server/local/graceful-stop.ts): SIGTERM lets the writes under way finish and be acknowledged, then
 * the database closes and releases the data folder, and the process exits 0. (A killed process is the seeding
 * test's case: tests/backend/local-seeding.test.ts.)
 */
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openLocalEngine } from '@/server/local/engine';
import { POLICY_WITH_CONTRACT_SCRATCH } from '../helpers/contract-scratch';
import { pgliteInitTemplate } from '../helpers/local-server';
import { startServerChild } from '../helpers/server-child';

vi.setConfig({ testTimeout: 60_000 });

const folders: string[] = [];
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

async function post(
  url: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A POST whose body arrives in two halves: the second only when `finish()` is called. */
function slowPost(url: string, body: unknown, token: string) {
  const bytes = Buffer.from(JSON.stringify(body));
  const half = Math.floor(bytes.length / 2);
  let answer = '';
  const req = http.request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': bytes.length, Authorization: `Bearer ${token}` },
  });
  const status = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  req.write(bytes.subarray(0, half));
  return { status, answer: () => answer, finish: () => req.end(bytes.subarray(half)) };
}

describe('a clean stop', () => {
  it('on SIGTERM acknowledges every write under way, refuses new ones, closes the database and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'local-stop-test-'));
    folders.push(dataDir);
    const server = await startServerChild(dataDir);
    const signUp = await post(`${server.url}/api/local/auth/signUp`, {
      email: 'stop@example.com',
      password: 'a long password 1',
    });
    expect(signUp.status).toBe(200);
    const token = signUp.body.idToken as string;
    const uid = (signUp.body.user as { uid: string }).uid;

    const padding = 'x'.repeat(200_000);
    const writes = [1, 2, 3].map((n) =>
      slowPost(
        `${server.url}/api/local/db`,
        { op: 'set', path: `contract-tests/${uid}/items/w${n}`, data: { n, padding } },
        token,
      ),
    );
    // An open browser tab's event stream lasts until the client leaves: it must not hold the stop to its deadline.
    const stream = http.get(`${server.url}/api/local/events`, (res) => res.resume());
    stream.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the halves reach the handlers
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const late = await post(`${server.url}/api/local/db`, { op: 'get', path: `contract-tests/${uid}/items/w1` }, token);
    expect(late.status).toBe(503);
    for (const write of writes) write.finish();
    const finished = Date.now();

    expect(await Promise.all(writes.map((write) => write.status))).toEqual([200, 200, 200]);
    expect(await server.exited).toBe(0);
    expect(Date.now() - finished).toBeLessThan(5000); // well before the 10 s deadline
    expect(fs.existsSync(path.join(dataDir, 'engine.lock'))).toBe(false);

    const reopened = await openLocalEngine({
      dataDir,
      initTemplate: pgliteInitTemplate(),
      policyTable: POLICY_WITH_CONTRACT_SCRATCH,
    });
    try {
      for (const n of [1, 2, 3])
        expect((await reopened.serverDocuments.get(`contract-tests/${uid}/items/w${n}`)).data).toMatchObject({ n });
    } finally {
      await reopened.close();
    }
  });
});
