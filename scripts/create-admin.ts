/**
 * npm run create-admin -- --email <email> --password <password> [--name <name>]
 *
 * Makes an administrator: the sign-in (created, or the existing account with that email, whose password is then
 * left as it was) plus its `admin/{uid}` document, which is what makes an account an admin.
 * - Firebase mode (NEXT_PUBLIC_FIREBASE_PROJECT_ID set, or the emulators): via firebase-admin, see
 *   server/firebase-admin.ts for credentials.
 * - Local mode (no Firebase configured): in the local backend's data folder (LOCAL_DATA_DIR, default .local-data),
 *   through the running dev server if it holds the folder.
 * Reads .env.local and .env like the app does; variables already set win.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const CREATE_ADMIN_USAGE =
  'Usage: npm run create-admin -- --email <email> --password <password> [--name <name>]';
export const DEFAULT_ADMIN_NAME = 'Administrator';

export class UsageError extends Error {}

export interface CreateAdminArgs {
  email: string;
  password: string;
  name: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The command line as arguments, `'help'`, or a UsageError saying what is wrong. */
export function parseCreateAdminArgs(argv: string[]): CreateAdminArgs | 'help' {
  let values: { email?: string; password?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (values.help) return 'help';
  const email = values.email?.trim();
  if (!email) throw new UsageError('--email is required.');
  if (!EMAIL.test(email)) throw new UsageError(`--email "${email}" is not an email address.`);
  if (values.password === undefined || values.password === '') throw new UsageError('--password is required.');
  if (values.password.length < 6)
    throw new UsageError('--password must be at least 6 characters (Firebase Auth refuses shorter ones).');
  const name = values.name === undefined ? DEFAULT_ADMIN_NAME : values.name.trim();
  if (name.length === 0 || name.length > 100) throw new UsageError('--name must be 1 to 100 characters.');
  return { email: email.toLowerCase(), password: values.password, name };
}

function loadEnvFiles() {
  for (const file of ['.env.local', '.env']) if (existsSync(file)) process.loadEnvFile(file);
}

async function createInFirebase(args: CreateAdminArgs) {
  const { applyEmulatorSwitch, adminProjectId, getAdminAuth, getAdminFirestore, usesEmulators } =
    await import('../server/firebase-admin');
  const { checkEmulatorPair, createFirebaseAdmin } = await import('../server/firebase-operator');
  applyEmulatorSwitch();
  checkEmulatorPair();
  const where = usesEmulators()
    ? `the emulators (project ${adminProjectId()})`
    : `project ${adminProjectId() ?? '(from credentials)'}`;
  const result = await createFirebaseAdmin({ auth: getAdminAuth(), db: getAdminFirestore() }, args);
  return { ...result, where };
}

async function createInLocal(args: CreateAdminArgs) {
  const { createLocalAdmin } = await import('../server/local/operator');
  const dataDir = path.resolve(process.env.LOCAL_DATA_DIR || '.local-data');
  const result = await createLocalAdmin({ ...args, dataDir });
  return {
    ...result,
    where: `the local backend (${dataDir}, ${result.via === 'running-server' ? 'through the running server' : 'data folder'})`,
  };
}

async function main(argv: string[]): Promise<number> {
  let args: CreateAdminArgs | 'help';
  try {
    args = parseCreateAdminArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`create-admin: ${err.message}\n${CREATE_ADMIN_USAGE}`);
    return 2;
  }
  if (args === 'help') {
    console.log(CREATE_ADMIN_USAGE);
    return 0;
  }
  loadEnvFiles();
  const { operatorMode } = await import('../server/firebase-operator');
  const result = operatorMode() === 'firebase' ? await createInFirebase(args) : await createInLocal(args);
  const account = result.createdUser ? 'new account' : 'existing account, password unchanged';
  console.log(
    `Administrator ready in ${result.where}: ${result.email} (uid ${result.uid}, ${account}), name "${result.name}".`,
  );
  return 0;
}

if (path.basename(process.argv[1] ?? '').startsWith('create-admin')) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: Error & { code?: string }) => {
      console.error(`create-admin failed${err.code ? ` (${err.code})` : ''}: ${err.message}`);
      process.exit(1);
    },
  );
}
