import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalEngine } from '../../server/local/engine';
import { createOperatorHandler } from '../../server/local/http/operator-handler';
import { createLocalAdmin } from '../../server/local/operator';
import { openTestEngine } from '../helpers/local-server';

// The node project does not inherit the root config's timeouts; opening PGlite takes seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 300_000 });

describe('createLocalAdmin with the data folder free', () => {
  it('opens the folder, creates the user and its admin document, and releases the folder', async () => {
    // Prepared (and closed) first so the open below skips initdb.
    const prepared = await openTestEngine();
    const dataDir = prepared.dataDir;
    await prepared.close();
    try {
      const result = await createLocalAdmin({
        dataDir,
        email: 'Boss@Local.test',
        password: 'boss-secret',
        name: 'The Boss',
      });
      expect(result).toMatchObject({
        email: 'boss@local.test',
        name: 'The Boss',
        createdUser: true,
        via: 'data-folder',
      });
      await expect(stat(path.join(dataDir, 'engine.lock'))).rejects.toThrow();

      const engine = await openTestEngine({ dataDir });
      try {
        const admin = await engine.serverDocuments.get(`admin/${result.uid}`);
        expect(admin.data).toMatchObject({ id: result.uid, email: 'boss@local.test', name: 'The Boss' });
        expect(admin.data?.timestamp).toBeInstanceOf(Date);
        expect(await engine.auth.findUserByEmail('boss@local.test')).toEqual({
          uid: result.uid,
          email: 'boss@local.test',
          emailVerified: true,
        });
      } finally {
        await engine.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('createLocalAdmin while a server holds the data folder', () => {
  let engine: LocalEngine;
  let server: http.Server;
  let appUrl: string;
  let holder: ChildProcess;
  let ownLock: string;

  beforeAll(async () => {
    engine = await openTestEngine();
    server = http.createServer(createOperatorHandler(async () => engine));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The server runs in this test's process; a live stand-in process takes its place in the lock file.
    holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600000)'], { stdio: 'ignore' });
    const lockFile = path.join(engine.dataDir, 'engine.lock');
    ownLock = await readFile(lockFile, 'utf8');
    await writeFile(
      lockFile,
      JSON.stringify({ pid: holder.pid, since: new Date().toISOString(), command: 'next dev' }),
    );
  });
  afterAll(async () => {
    holder?.kill();
    if (engine) await writeFile(path.join(engine.dataDir, 'engine.lock'), ownLock);
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await engine?.close();
    if (engine) await rm(engine.dataDir, { recursive: true, force: true });
  });

  it('sends the request to the running server, which writes through its own engine', async () => {
    const result = await createLocalAdmin({
      dataDir: engine.dataDir,
      appUrl,
      email: 'ops@local.test',
      password: 'ops-secret',
      name: 'Ops',
    });
    expect(result).toMatchObject({ email: 'ops@local.test', name: 'Ops', createdUser: true, via: 'running-server' });
    expect((await engine.serverDocuments.get(`admin/${result.uid}`)).data).toMatchObject({
      id: result.uid,
      name: 'Ops',
    });
    const secret = await stat(path.join(engine.dataDir, 'operator-secret'));
    expect(secret.mode & 0o777).toBe(0o600);
  });

  it('makes an existing account an admin without touching its password', async () => {
    const user = await engine.auth.createUser({ email: 'company-owner@local.test', password: 'original-pw' });
    const result = await createLocalAdmin({
      dataDir: engine.dataDir,
      appUrl,
      email: 'company-owner@local.test',
      password: 'ignored-pw',
      name: 'Owner',
    });
    expect(result).toMatchObject({ uid: user.uid, createdUser: false });
    await expect(
      engine.auth.handle('signIn', { email: 'company-owner@local.test', password: 'original-pw' }, null),
    ).resolves.toBeTruthy();
    expect((await engine.serverDocuments.get(`admin/${user.uid}`)).exists).toBe(true);
  });

  it('refuses a request without the operator secret and reports bad input with its auth code', async () => {
    const res = await fetch(`${appUrl}/api/local/operator`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-operator-secret': 'guess' },
      body: JSON.stringify({ action: 'createAdmin', email: 'evil@local.test', password: 'evil-secret', name: 'Evil' }),
    });
    expect(res.status).toBe(403);
    expect(await engine.auth.findUserByEmail('evil@local.test')).toBeNull();
    await expect(
      createLocalAdmin({ dataDir: engine.dataDir, appUrl, email: 'short@local.test', password: '123', name: 'Short' }),
    ).rejects.toMatchObject({
      code: 'auth/weak-password',
    });
  });

  it('explains what to do when no server answers', async () => {
    await expect(
      createLocalAdmin({
        dataDir: engine.dataDir,
        appUrl: 'http://127.0.0.1:9',
        email: 'x@local.test',
        password: 'x-secret',
        name: 'X',
      }),
    ).rejects.toMatchObject({ code: 'unavailable', message: expect.stringContaining('LOCAL_APP_URL') });
  });
});
