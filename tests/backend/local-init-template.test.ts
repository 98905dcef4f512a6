/**
 * A new data folder starts from a cached, freshly initialised database instead of running Postgres' initdb again
 * (most of the time a first start took, so the first sign-up of a new install waited 15 s and more). The cache is
 * only a cache: one that cannot be written never stops a folder from opening.
 */
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { appInitTemplate } from '@/server/app/local-engine';
import { openLocalEngine } from '@/server/local/engine';

vi.setConfig({ testTimeout: 180_000 });

const folders: string[] = [];
const fresh = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'local-init-template-'));
  folders.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

const signUp = (engine: Awaited<ReturnType<typeof openLocalEngine>>, email: string) =>
  engine.auth.handle('signUp', { email, password: 'template-password-1' }, 'client') as Promise<{
    user: { uid: string };
  }>;

describe('the initialised-database cache of new data folders', () => {
  it("lives in the project's own node_modules/.cache, per PGlite version, never in the shared temp folder", () => {
    const version = (
      JSON.parse(fs.readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as { version: string }
    ).version;
    expect(appInitTemplate()).toBe(
      path.join(process.cwd(), 'node_modules/.cache/talent-marketplace', `pglite-${version}-init.tar`),
    );
    expect(appInitTemplate(path.join(tmpdir(), 'no-such-project'))).toBeUndefined();
  });

  it('is written by the first new folder and gives the next one an empty, working database', async () => {
    const template = path.join(await fresh(), 'cache', 'init.tar');
    const first = await openLocalEngine({ dataDir: await fresh(), initTemplate: template });
    await signUp(first, 'first@template.test');
    await first.close();
    expect(fs.statSync(template).size).toBeGreaterThan(0);

    const second = await openLocalEngine({ dataDir: await fresh(), initTemplate: template });
    // Nothing of the first folder came along: the template is taken before anything is written.
    expect(await second.auth.findUserByEmail('first@template.test')).toBeNull();
    await signUp(second, 'second@template.test');
    expect(await second.auth.findUserByEmail('second@template.test')).not.toBeNull();
    await second.close();
  });

  it('never stops a folder from opening when it cannot be written', async () => {
    const blocker = path.join(await fresh(), 'a-file');
    fs.writeFileSync(blocker, '');
    const engine = await openLocalEngine({ dataDir: await fresh(), initTemplate: path.join(blocker, 'init.tar') });
    await signUp(engine, 'anyway@template.test');
    await engine.close();
  });
});
