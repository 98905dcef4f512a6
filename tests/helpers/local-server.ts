/**
 * The whole local backend on a plain Node HTTP server, for tests: a fresh temporary data folder, an engine, and
 * every /api/local/* handler and the trusted operations (/api/trusted/*) mounted as the Next API routes mount them.
 */
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installLocalEngine, openLocalEngine, type LocalEngine } from '../../server/local/engine';
import { demoSeeder } from '../../server/seed/local-demo-seeder';
import { createAuthHandler } from '../../server/local/http/auth-handler';
import { createDbHandler } from '../../server/local/http/db-handler';
import { createEventsHandler } from '../../server/local/http/events-handler';
import { createFilesHandler } from '../../server/local/http/files-handler';
import { createMailboxHandler } from '../../server/local/http/mailbox-handler';
import { createOperatorHandler } from '../../server/local/http/operator-handler';
import { createTrustedHandler } from '../../server/trusted/handler';
import { localTrustedBackend } from '../../server/app/local-trusted-services';
import type { AppBackend } from '../../services/backend/backend';
import { createLocalBackend } from '../../services/backend/local/local-backend';
import { createMemoryStorage } from '../../services/backend/local/local-session';
import { POLICY_WITH_CONTRACT_SCRATCH } from './contract-scratch';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void;

/** A freshly initialised database, cached across test runs so new data folders skip Postgres' initdb. */
export function pgliteInitTemplate(): string {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  return path.join(tmpdir(), `talent-marketplace-pglite-${pkg.version}-init.tar`);
}

/**
 * Copies a cached data folder into `dataDir`: the demo-seeded one, or an empty one (created, schema and indexes in
 * place, nothing written). Each is made once per Vitest run (under the run's DEMO_SEED_CACHE, set by
 * vitest.config.ts and removed after the run), by the first suite that wants it; every later one copies it instead
 * of paying the whole demo seed again (half a minute each on this machine), or unpacking the initialised-database
 * template (seconds for each new folder; a copy opens as an existing folder does). Without DEMO_SEED_CACHE (a test
 * run outside Vitest) nothing is copied and the engine prepares the folder itself. An empty folder's copy leaves out
 * the session secret, so each engine signs its own tokens.
 */
async function copyCachedFolder(kind: 'demo' | 'empty', dataDir: string): Promise<void> {
  const cache = process.env.DEMO_SEED_CACHE;
  if (!cache) return;
  const cached = path.join(cache, kind);
  fs.mkdirSync(cache, { recursive: true });
  let making = false;
  try {
    fs.mkdirSync(`${cached}.seeding`);
    making = true;
  } catch {
    // Another suite is making it: wait for its folder rather than make a second one at the same time.
  }
  if (making && !fs.existsSync(cached)) {
    const temp = `${cached}.${process.pid}.tmp`;
    const engine = await openLocalEngine({
      dataDir: temp,
      initTemplate: pgliteInitTemplate(),
      ...(kind === 'demo' ? { seeder: demoSeeder } : {}),
    });
    await engine.close();
    fs.renameSync(temp, cached);
  }
  const deadline = Date.now() + 170_000;
  while (!fs.existsSync(cached)) {
    if (Date.now() > deadline) return; // the engine prepares this folder itself
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fs.cpSync(cached, dataDir, {
    recursive: true,
    filter: (source) => kind === 'demo' || path.basename(source) !== 'session-secret',
  });
}

/** Copies the run's demo-seeded data folder into `dataDir` (see copyCachedFolder). */
export const copySeededDemo = (dataDir: string): Promise<void> => copyCachedFolder('demo', dataDir);

/** A temp data folder and an engine on it (no HTTP); `seed` fills it with the demo data. */
export async function openTestEngine(
  options: { seed?: boolean; dataDir?: string; contractScratch?: boolean } = {},
): Promise<LocalEngine> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'local-engine-')));
  if (!options.dataDir) await copyCachedFolder(options.seed ? 'demo' : 'empty', dataDir);
  // The contract suites' scratch collection is test scaffolding: only the suites that write there ask for it.
  const policyTable = options.contractScratch ? POLICY_WITH_CONTRACT_SCRATCH : undefined;
  return openLocalEngine({
    dataDir,
    ...(options.seed ? { seeder: demoSeeder } : {}),
    initTemplate: pgliteInitTemplate(),
    policyTable,
  });
}

export interface LocalServer {
  url: string;
  engine: LocalEngine;
  /** Drops every open connection (events streams included) while the server keeps listening. */
  dropConnections(): void;
  stop(): Promise<void>;
}

/**
 * `routes` mounts extra handlers by path prefix (e.g. `{ '/api/other/': handler }`). The engine is also
 * installed as the process's engine, so handlers that call `getLocalEngine()` use it.
 */
export async function startLocalServer(
  options: { seed?: boolean; routes?: Record<string, Handler>; contractScratch?: boolean } = {},
): Promise<LocalServer> {
  const engine = await openTestEngine({ seed: options.seed, contractScratch: options.contractScratch });
  installLocalEngine(engine);
  const getEngine = async () => engine;
  // Extra routes first, so a test can replace a default one (e.g. trusted operations of its own).
  const routes: [string, Handler][] = [
    ...Object.entries(options.routes ?? {}),
    ['/api/local/db', createDbHandler(getEngine)],
    ['/api/local/events', createEventsHandler(getEngine)],
    ['/api/local/auth/', createAuthHandler(getEngine)],
    ['/api/local/files/', createFilesHandler(getEngine)],
    ['/api/local/mailbox', createMailboxHandler(getEngine)],
    ['/api/local/operator', createOperatorHandler(getEngine)],
    ['/api/trusted/', createTrustedHandler(async () => localTrustedBackend(engine))],
  ];
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    const route = routes.find(([prefix]) => (prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix));
    if (route) return void route[1](req, res);
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    engine,
    dropConnections: () => server.closeAllConnections(),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      installLocalEngine(null);
      await engine.close();
      await rm(engine.dataDir, { recursive: true, force: true });
    },
  };
}

/** A backend as a browser tab would have it, with its session in memory. Call `close()` when done. */
export function createTestBackend(url: string): AppBackend & { close(): void } {
  return createLocalBackend({ baseUrl: url, storage: createMemoryStorage() });
}
