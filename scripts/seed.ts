/**
 * npm run seed [-- --yes-really-production]
 * npm run seed -- --jobs <count>      (bulk active jobs into the LOCAL backend's data folder: scripts/seed-jobs.ts)
 *
 * Seeds the Firebase emulators with the local backend's demo data (server/seed/demo-data.ts): the administrator,
 * companies and talents with their sign-ins (password `demo-password`). Re-running updates the same accounts and
 * documents. Point it at the emulators with FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST (what
 * `firebase emulators:exec` sets) or NEXT_PUBLIC_FIREBASE_USE_EMULATORS=true. It refuses a hosted project unless
 * given --yes-really-production. The local backend needs no seeding: `npm run dev` (or LOCAL_SEED=true) seeds an empty data folder on first start.
 * Reads .env.local and .env like the app does; variables already set win.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const SEED_USAGE = 'Usage: npm run seed [-- --yes-really-production] | npm run seed -- --jobs <count>';

export class UsageError extends Error {}

type Env = Record<string, string | undefined>;

export function parseSeedArgs(argv: string[]): { production: boolean; jobs?: string } | 'help' {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        'yes-really-production': { type: 'boolean' },
        jobs: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) return 'help';
    const production = values['yes-really-production'] === true;
    if (values.jobs !== undefined && production)
      throw new Error('--jobs seeds the local backend only; it takes no --yes-really-production');
    return values.jobs !== undefined ? { production, jobs: values.jobs } : { production };
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

export type SeedDestination = { kind: 'emulators' } | { kind: 'production'; projectId: string | undefined };

/**
 * Where `npm run seed` would write, given the environment (after the emulator switch is applied) and the flag;
 * a UsageError when it must not run.
 */
export function seedDestination(env: Env, production: boolean): SeedDestination {
  const auth = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  const firestore = Boolean(env.FIRESTORE_EMULATOR_HOST);
  if (auth && firestore) return { kind: 'emulators' };
  if (auth || firestore) {
    throw new UsageError(
      `Only ${auth ? 'FIREBASE_AUTH_EMULATOR_HOST' : 'FIRESTORE_EMULATOR_HOST'} is set: set both to seed the emulators (half of the data would otherwise go to the hosted project).`,
    );
  }
  const projectId = env.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.trim() || undefined;
  if (!projectId && !env.FIREBASE_SERVICE_ACCOUNT && !env.GOOGLE_APPLICATION_CREDENTIALS) {
    throw new UsageError(
      'No Firebase emulators or project configured. The local backend seeds itself on the first start of npm run dev; to seed the emulators, ' +
        'run them (npx firebase emulators:start) and set NEXT_PUBLIC_FIREBASE_USE_EMULATORS=true.',
    );
  }
  if (!production) {
    throw new UsageError(
      `This would write demo accounts and documents to the hosted project ${projectId ?? '(from the credentials)'}. ` +
        'Seed the emulators instead, or pass --yes-really-production if that is truly what you want.',
    );
  }
  return { kind: 'production', projectId };
}

function loadEnvFiles() {
  for (const file of ['.env.local', '.env']) if (existsSync(file)) process.loadEnvFile(file);
}

async function main(argv: string[]): Promise<number> {
  let destination: SeedDestination;
  try {
    const args = parseSeedArgs(argv);
    if (args === 'help') {
      console.log(SEED_USAGE);
      return 0;
    }
    if (args.jobs !== undefined) {
      const { runSeedJobs } = await import('./seed-jobs');
      return runSeedJobs([args.jobs]);
    }
    loadEnvFiles();
    const { applyEmulatorSwitch } = await import('../server/firebase-admin');
    applyEmulatorSwitch();
    destination = seedDestination(process.env, args.production);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`seed: ${err.message}\n${SEED_USAGE}`);
    return 2;
  }
  const { adminProjectId, getAdminAuth, getAdminFirestore } = await import('../server/firebase-admin');
  const { firebaseSeedTarget } = await import('../server/firebase-operator');
  const { seedDemoData } = await import('../server/seed/demo-data');
  const where =
    destination.kind === 'emulators'
      ? `the emulators (project ${adminProjectId()})`
      : `project ${adminProjectId() ?? '(from credentials)'}`;
  console.log(`Seeding demo data into ${where}...`);
  const seeded = await seedDemoData(firebaseSeedTarget({ auth: getAdminAuth(), db: getAdminFirestore() }));
  // The demo companies' reply times, as the trusted operation would have left them.
  const { adminDocuments } = await import('../server/trusted/firebase-documents');
  const { rebuildDerivedData } = await import('../server/migrations/rebuild-derived');
  await rebuildDerivedData(adminDocuments(getAdminFirestore()));
  const { seedDemoAssessments } = await import('../server/seed/demo-assessments');
  await seedDemoAssessments(adminDocuments(getAdminFirestore()), seeded);
  const companies = Object.keys(seeded.companyUids).length;
  const talents = Object.keys(seeded.talentUids).length;
  console.log(`Seeded 1 administrator, ${companies} companies and ${talents} talents (password demo-password).`);
  return 0;
}

if (path.basename(process.argv[1] ?? '').startsWith('seed')) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: Error & { code?: string }) => {
      console.error(`seed failed${err.code ? ` (${err.code})` : ''}: ${err.message}`);
      process.exit(1);
    },
  );
}
