/**
 * The two modes `npm run measure:screens` measures: the local backend (the default build in .next) and Firebase
 * (a build with the emulator config in a folder of its own, served against emulators started and seeded as
 * `npm run emulators` does). Also the side-by-side table of both.
 */
import { emulatorEnv } from './emulator-ports.mjs';
import { seedEmulators, startEmulators } from './emulators.mjs';
import { localModeEnv } from './next-server.mjs';
import { kb } from './script-size.mjs';

/** Where the Firebase-mode measurement build goes, so it never replaces the local build in .next. */
export const FIREBASE_MEASURE_DIST_DIR = '.next-firebase-screens';

/**
 * `{ env, distDir, ready(), stop() }` for one mode: `env` for the build and the server; `ready()` brings up what
 * the server needs (nothing locally; the seeded emulators for Firebase); `stop()` stops it.
 */
export async function prepareMode(mode, { dataDir, log }) {
  if (mode === 'local')
    return { env: localModeEnv(dataDir), distDir: null, ready: async () => {}, stop: async () => {} };
  let emulators = null;
  return {
    env: localModeEnv(dataDir, { ...emulatorEnv(), NEXT_DIST_DIR: FIREBASE_MEASURE_DIST_DIR }),
    distDir: FIREBASE_MEASURE_DIST_DIR,
    async ready() {
      emulators = await startEmulators({ log });
      log('seeding the emulators with the demo data...');
      if ((await seedEmulators(emulators.env)) !== 0) throw new Error('seeding the emulators failed');
    },
    async stop() {
      await emulators?.stop();
      emulators = null;
    },
  };
}

const lhScore = (row) => (row?.lighthouse ? String(row.lighthouse.score ?? '-') : '-');
// The budgeted count: until the screen has shown its data.
const jsKb = (row) => (row ? `${kb(row.js.usableGzip)} KB` : '-');

/** One line per screen: both modes' JavaScript (until usable) and Lighthouse score. */
export function printSideBySide(results) {
  const byMode = Object.fromEntries(
    results.map((r) => [r.mode, new Map(r.rows.map((row) => [`${row.role} ${row.name}`, row]))]),
  );
  const keys = [...new Set(results.flatMap((r) => r.rows.map((row) => `${row.role} ${row.name}`)))];
  console.log(
    `\n${'screen'.padEnd(68)} ${'local JS'.padStart(10)} ${'Firebase JS'.padStart(12)} ${'local LH'.padStart(9)} ${'Firebase LH'.padStart(12)}`,
  );
  for (const key of keys) {
    const local = byMode.local?.get(key);
    const firebase = byMode.firebase?.get(key);
    const label = `${key.padEnd(24)} ${(local ?? firebase).route ?? (local ?? firebase).path}`;
    console.log(
      `${label.padEnd(68)} ${jsKb(local).padStart(10)} ${jsKb(firebase).padStart(12)} ${lhScore(local).padStart(9)} ${lhScore(firebase).padStart(12)}`,
    );
  }
}
