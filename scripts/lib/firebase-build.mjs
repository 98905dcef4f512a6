/**
 * The Firebase-mode production build of the test scripts: the Firebase-mode end-to-end run makes and serves it
 * (`run-e2e.mjs` with E2E_BACKEND=firebase; `--no-build` reuses it), and `check-js-budget.mjs --build-firebase`
 * estimates its weight. It goes to a folder of its own, so the local backend's .next stays.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { emulatorEnv } from './emulator-ports.mjs';
import { localModeEnv, root } from './next-server.mjs';

export const FIREBASE_TEST_DIST_DIR = '.next-firebase-test';

/**
 * The environment of that build and of its `next start`: the emulator config of firebase.json (the browser bundle
 * connects to its ports), the Admin SDK pointed at the same emulators, none of a developer's .env.local keys.
 */
export function firebaseBuildEnv(extra = {}) {
  return localModeEnv(path.join(root, '.local-data-firebase-test'), {
    ...emulatorEnv(),
    NEXT_DIST_DIR: FIREBASE_TEST_DIST_DIR,
    ...extra,
  });
}

/** The backend a finished build in `distDir` was made for ('local' or 'firebase'), or null without a build. */
export function builtBackend(distDir) {
  const dir = path.resolve(root, distDir);
  try {
    if (!existsSync(path.join(dir, 'BUILD_ID'))) return null;
    const files = JSON.parse(readFileSync(path.join(dir, 'required-server-files.json'), 'utf8'));
    return files.config?.env?.NEXT_PUBLIC_BACKEND ?? null;
  } catch {
    return null;
  }
}
