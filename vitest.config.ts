import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tests/helpers/longest-first-sequencer';

const root = __dirname;
/** How many test files run at once (`--maxWorkers=<n>` changes it for one run). */
const MAX_WORKERS = 2;
const alias = { '@': root };
// One demo-seeded data folder per run, copied by the suites that want the demo (tests/helpers/local-server.ts).
process.env.DEMO_SEED_CACHE ??= path.join(tmpdir(), `talent-marketplace-demo-seed-${process.pid}`);

export default defineConfig({
  resolve: { alias },
  test: {
    // Files run MAX_WORKERS at a time. Each is isolated from the others running: local-backend suites start an engine on
    // a temporary data folder of their own and listen on a free port (tests/helpers/local-server.ts), Firebase suites
    // use a Firestore project of their own and unique Auth emails (tests/helpers/firebase-emulators.ts). Vitest's
    // default on 2 cores is one file at a time, though much of a file's time is spent waiting on an emulator, a child
    // process or the disk.
    maxWorkers: MAX_WORKERS,
    // The longest files first, so both workers stay busy to the end (tests/helpers/longest-first-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { DEMO_SEED_CACHE: process.env.DEMO_SEED_CACHE },
    globalSetup: [path.join(root, 'tests/helpers/vitest-global-setup.ts')],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          globals: true,
          include: ['tests/{unit,backend,access,services,scripts}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'dom',
          environment: 'jsdom',
          globals: true,
          include: ['tests/components/**/*.test.{ts,tsx}'],
          setupFiles: [path.join(root, 'tests/components/setup.ts')],
        },
      },
    ],
  },
});
