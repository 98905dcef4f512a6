/**
 * The app's local engine (what the /api/local/* and /api/trusted/* routes use): the data folder and whether it
 * gets the demo data come from the environment.
 * - LOCAL_SEED=true: the demo (a demo deployment on purpose, the end-to-end tests and measurements);
 * - LOCAL_SEED=false: never;
 * - unset: the demo under `next dev` (NODE_ENV=development) only. A production start (`next start`) starts empty
 *   and says in its log how to make the first administrator.
 */
import fs from 'node:fs';
import path from 'node:path';
import { demoSeeder } from '../seed/local-demo-seeder';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-data';
import { MIGRATIONS } from '../migrations/list';
import { localTrustedServices } from './local-trusted-services';
import { processLocalEngine, type LocalEngine, type OpenLocalEngineOptions } from '../local/engine';
import { startLocalSchedule } from './schedule';
import { folderWasSeeded } from '../local/seeding';

type Env = Record<string, string | undefined>;

/** Whether this process seeds the demo data into an empty data folder. */
export function demoSeedWanted(env: Env = process.env): boolean {
  const flag = env.LOCAL_SEED?.trim().toLowerCase();
  if (flag === 'true' || flag === '1') return true;
  if (flag === 'false' || flag === '0') return false;
  return env.NODE_ENV === 'development';
}

/**
 * Where a freshly initialised database is cached for new data folders: Postgres' initdb is most of the time an
 * empty folder takes to open (15 s and more on a busy two-core machine, so the first sign-up on a new install waited
 * for it). Under the project's own node_modules/.cache (not the shared temp folder, where another local user could
 * plant one), per PGlite version; none when the version cannot be read.
 */
export function appInitTemplate(cwd = process.cwd()): string | undefined {
  try {
    const pkg = JSON.parse(
      fs.readFileSync(path.join(cwd, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ) as { version?: unknown };
    return typeof pkg.version === 'string'
      ? path.join(cwd, 'node_modules/.cache/talent-marketplace', `pglite-${pkg.version}-init.tar`)
      : undefined;
  } catch {
    return undefined;
  }
}

export function appEngineOptions(env: Env = process.env): OpenLocalEngineOptions {
  return {
    dataDir: env.LOCAL_DATA_DIR || '.local-data',
    initTemplate: appInitTemplate(),
    upgrades: MIGRATIONS,
    ...(demoSeedWanted(env) ? { seeder: demoSeeder } : {}),
  };
}

/** What the log says about the folder's accounts once the engine is open. */
export async function describeAppEngine(engine: LocalEngine, env: Env = process.env): Promise<string[]> {
  const seeded = await folderWasSeeded(engine.db);
  if (seeded && !demoSeedWanted(env)) {
    return [
      `[local backend] WARNING: ${engine.dataDir} holds the demo data: ${DEMO_ACCOUNTS.admin.email} is an administrator with the public password "${DEMO_PASSWORD}". ` +
        'Do not expose it; a production start belongs on an empty data folder (LOCAL_DATA_DIR).',
    ];
  }
  const [admin] = await engine.serverDocuments.query({ collection: 'admin', limit: 1 });
  if (admin) return [];
  return [
    `[local backend] ${engine.dataDir} has no administrator yet${seeded ? '' : ' (no demo data: set LOCAL_SEED=true on an empty folder for a demo)'}. ` +
      'Create the first one, with this server running or not: npm run create-admin -- --email <email> --password <password> [--name <name>]',
  ];
}

export function getLocalEngine(): Promise<LocalEngine> {
  return processLocalEngine(
    () => appEngineOptions(),
    (engine) => describeAppEngine(engine),
    (engine) => startLocalSchedule(localTrustedServices(engine)),
  );
}
