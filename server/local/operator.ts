/**
 * Operator actions on the local backend (`npm run create-admin` in local mode). PGlite allows one process per data
 * folder, so when a running server holds the folder the request goes to it (POST /api/local/operator, proven by the
 * operator secret only someone with access to the folder can read); otherwise the folder is opened directly.
 */
import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BackendError, serverTimestamp } from '../../services/backend/types';
import { readOrCreateSecret } from './auth/secrets';
import { openLocalEngine, type LocalEngine } from './engine';

const OPERATOR_SECRET_FILE = 'operator-secret';

export interface CreateAdminInput {
  email: string;
  password: string;
  name: string;
}

export interface CreateAdminResult {
  uid: string;
  email: string;
  name: string;
  /** False when an account with that email existed: it was made an admin and its password left as it was. */
  createdUser: boolean;
  /** Through the running server, or by opening the data folder. */
  via: 'running-server' | 'data-folder';
}

function checkName(name: unknown): string {
  if (typeof name !== 'string' || name.trim().length === 0 || name.length > 100) {
    throw new BackendError('invalid-argument', 'The admin name must be 1 to 100 characters.');
  }
  return name.trim();
}

/** Inside an open engine: the auth user (created, or found by email) plus its `admin/{uid}` document. */
export async function createAdminIn(
  engine: Pick<LocalEngine, 'auth' | 'serverDocuments'>,
  input: CreateAdminInput,
): Promise<Omit<CreateAdminResult, 'via'>> {
  const name = checkName(input.name);
  const existing = await engine.auth.findUserByEmail(input.email);
  const user =
    existing ?? (await engine.auth.createUser({ email: input.email, password: input.password, emailVerified: true }));
  const adminPath = `admin/${user.uid}`;
  // Written with server access: no client may write admin documents.
  if ((await engine.serverDocuments.get(adminPath)).exists)
    await engine.serverDocuments.update(adminPath, { email: user.email, name });
  else
    await engine.serverDocuments.set(adminPath, {
      id: user.uid,
      email: user.email,
      name,
      timestamp: serverTimestamp(),
    });
  return { uid: user.uid, email: user.email, name, createdUser: !existing };
}

/** True when the secret sent matches this data folder's operator secret. */
export async function operatorSecretMatches(dataDir: string, sent: string | string[] | undefined): Promise<boolean> {
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(await readOrCreateSecret(dataDir, OPERATOR_SECRET_FILE));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The pid in `<dataDir>/engine.lock` when that process is alive and is not this one. */
function lockHolder(dataDir: string): number | null {
  try {
    const { pid } = JSON.parse(readFileSync(path.join(dataDir, 'engine.lock'), 'utf8')) as { pid?: unknown };
    if (typeof pid !== 'number' || pid === process.pid) return null;
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? -1 : null;
  }
}

async function viaServer(
  dataDir: string,
  appUrl: string,
  pid: number,
  input: CreateAdminInput,
): Promise<CreateAdminResult> {
  const secret = await readOrCreateSecret(dataDir, OPERATOR_SECRET_FILE);
  let res: Response;
  try {
    res = await fetch(`${appUrl}/api/local/operator`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-operator-secret': secret },
      body: JSON.stringify({ action: 'createAdmin', ...input }),
    });
  } catch {
    throw new BackendError(
      'unavailable',
      `The data folder ${dataDir} is in use by process ${pid}, but no server answered at ${appUrl}. ` +
        'Set LOCAL_APP_URL to that server (e.g. http://localhost:3001), or stop it and run this again.',
    );
  }
  const body = (await res.json().catch(() => null)) as
    (CreateAdminResult & { error?: { code: string; message: string } }) | null;
  if (!res.ok || !body) {
    throw new BackendError(
      body?.error?.code ?? 'internal',
      body?.error?.message ?? `The running server answered HTTP ${res.status}.`,
    );
  }
  return { ...body, via: 'running-server' };
}

export async function createLocalAdmin(
  options: CreateAdminInput & { dataDir: string; appUrl?: string },
): Promise<CreateAdminResult> {
  const dataDir = path.resolve(options.dataDir);
  const input = { email: options.email, password: options.password, name: options.name };
  const appUrl = options.appUrl ?? process.env.LOCAL_APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const holder = lockHolder(dataDir);
  if (holder !== null) return viaServer(dataDir, appUrl, holder, input);
  let engine: LocalEngine;
  try {
    engine = await openLocalEngine({ dataDir });
  } catch (err) {
    // The server took the folder between our check and the open.
    const pid = lockHolder(dataDir);
    if (err instanceof BackendError && err.code === 'failed-precondition' && pid !== null)
      return viaServer(dataDir, appUrl, pid, input);
    throw err;
  }
  try {
    return { ...(await createAdminIn(engine, input)), via: 'data-folder' };
  } finally {
    await engine.close();
  }
}
