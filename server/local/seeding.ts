/**
 * Seeding a data folder, all or nothing. A seed takes seconds and touches hundreds of documents and dozens of
 * sign-ins; a process killed halfway (Ctrl-C during a first `npm run dev`) must not leave a folder that holds half
 * the accounts, since seeding again would then trip over them. So:
 * - a seeder only ever fills an EMPTY folder (no documents, no sign-ins), and says so with a `seeding` mark first;
 * - the `seeded` mark replaces it in one transaction once everything is written;
 * - an open that finds `seeding` without `seeded` knows every row came from that interrupted seed (nothing else
 *   writes before the engine has opened, and the folder lock keeps other processes out), empties the folder again
 *   and seeds from the start: the interrupted seed is rolled back, then redone. So is a folder an older version
 *   left half seeded without a mark, when the seeder recognises its own accounts there (`leftBehind`).
 * A folder that already holds data and was never seeded stays as it is: a demo is never mixed into real accounts.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database/types';
import type { Documents } from '@/services/backend/types';
import type { AuthEngine } from './auth/types';

export interface SeedableEngine {
  db: Database;
  dataDir: string;
  auth: AuthEngine;
  /** Trusted access, bypassing the policy. */
  serverDocuments: Documents;
}

export interface EngineSeeder {
  /** Named in the log and in the folder's mark. */
  name: string;
  /** Fills an empty data folder. */
  seed(engine: SeedableEngine): Promise<void>;
  /** Runs on every later open of a folder this seeder filled: catch-up for folders seeded by older versions. */
  upgrade?(engine: SeedableEngine): Promise<void>;
  /**
   * True when a folder with no seed recorded holds this seeder's own accounts: a seed interrupted under an older
   * version, which kept no `seeding` mark (and whose folder then never opened, so nothing else was written).
   */
  leftBehind?(engine: SeedableEngine): Promise<boolean>;
}

const SEEDING = 'seeding';
const SEEDED = 'seeded';

async function metaKeys(db: Database): Promise<Set<string>> {
  const { rows } = await db.query<{ key: string }>(`SELECT key FROM engine_meta WHERE key IN ($1, $2)`, [
    SEEDING,
    SEEDED,
  ]);
  return new Set(rows.map((r) => r.key));
}

async function isEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM (SELECT 1 FROM documents LIMIT 1) d) + (SELECT count(*) FROM (SELECT 1 FROM auth_users LIMIT 1) u) AS n`,
  );
  return Number(rows[0]?.n ?? 0) === 0;
}

/** Back to the empty folder the interrupted seed started from: every table but the engine's marks, and the files. */
async function rollBack(engine: SeedableEngine): Promise<void> {
  const { rows } = await engine.db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'engine_meta'`,
  );
  if (rows.length > 0) await engine.db.exec(`TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(', ')} CASCADE`);
  await engine.db.query(`DELETE FROM engine_meta WHERE key = $1`, [SEEDING]);
  await rm(path.join(engine.dataDir, 'files'), { recursive: true, force: true });
}

/** True when this open seeded the folder (now or in an earlier open), false when it left a non-empty folder alone. */
export async function seedAllOrNothing(engine: SeedableEngine, seeder: EngineSeeder): Promise<boolean> {
  const marks = await metaKeys(engine.db);
  if (marks.has(SEEDED)) {
    await seeder.upgrade?.(engine);
    return true;
  }
  const empty = await isEmpty(engine.db);
  if (marks.has(SEEDING) || (!empty && (await seeder.leftBehind?.(engine)))) {
    console.warn(
      `[local backend] the ${seeder.name} seed of ${engine.dataDir} was interrupted: rolling it back and seeding again.`,
    );
    await rollBack(engine);
  } else if (!empty) {
    console.warn(
      `[local backend] ${engine.dataDir} already holds accounts or documents: the ${seeder.name} data is not added to it. Use an empty folder (LOCAL_DATA_DIR) for a demo.`,
    );
    return false;
  }
  await engine.db.query(`INSERT INTO engine_meta (key, value) VALUES ($1, $2::jsonb)`, [
    SEEDING,
    JSON.stringify({ seeder: seeder.name, at: Date.now() }),
  ]);
  await seeder.seed(engine);
  await engine.db.transaction(async (tx) => {
    await tx.query(`INSERT INTO engine_meta (key, value) VALUES ($1, $2::jsonb)`, [
      SEEDED,
      JSON.stringify({ seeder: seeder.name, at: Date.now() }),
    ]);
    await tx.query(`DELETE FROM engine_meta WHERE key = $1`, [SEEDING]);
  });
  return true;
}

/** True when the folder holds a finished seed (the demo, in practice): a production start warns about it. */
export async function folderWasSeeded(db: Database): Promise<boolean> {
  return (await metaKeys(db)).has(SEEDED);
}
