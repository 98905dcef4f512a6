/**
 * The app's local engine (what the /api/local/* and /api/trusted/* routes use): the data folder and whether it
 * gets the demo data come from the environment.
 * - LOCAL_SEED=true: the demo (a demo deployment on purpose, the end-to-end tests and measurements);
 * - LOCAL_SEED=false: never;
 * - unset: the demo under `next dev` (NODE_ENV=development) only. A production start (`next start`) starts empty
 *   and says in its log how to make the first administrator.
 */
import { demoSeeder } from '../seed/local-demo-seeder';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-data';
import { moveEventJoinLinks } from '../seed/event-link-upgrade';
import { upgradeJobPay } from '../seed/job-pay-upgrade';
import { backfillTalentCards } from '../seed/talent-card-backfill';
import { upgradeLegacyCompanies } from '../trusted/company-legacy';
import { localTrustedServices } from '../trusted/local-services';
import { processLocalEngine, type EngineUpgrade, type LocalEngine, type OpenLocalEngineOptions } from './engine';
import { startLocalSchedule } from './schedule';
import { folderWasSeeded } from './seeding';

type Env = Record<string, string | undefined>;

/** Whether this process seeds the demo data into an empty data folder. */
export function demoSeedWanted(env: Env = process.env): boolean {
  const flag = env.LOCAL_SEED?.trim().toLowerCase();
  if (flag === 'true' || flag === '1') return true;
  if (flag === 'false' || flag === '0') return false;
  return env.NODE_ENV === 'development';
}

/**
 * Data folders written before talent cards, before the company review, before pay was compared across currencies,
 * or before events' join links were kept apart are brought up to date once each.
 */
export const APP_UPGRADES: readonly EngineUpgrade[] = [
  { key: 'talentCardsBackfilled', run: backfillTalentCards },
  { key: 'companiesUpgraded', run: upgradeLegacyCompanies },
  { key: 'jobPayYearly', run: upgradeJobPay },
  { key: 'eventJoinLinksMoved', run: moveEventJoinLinks },
];

export function appEngineOptions(env: Env = process.env): OpenLocalEngineOptions {
  return {
    dataDir: env.LOCAL_DATA_DIR || '.local-data',
    upgrades: APP_UPGRADES,
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
