import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = __dirname;
const alias = { '@': root };
// One demo-seeded data folder per run, copied by the suites that want the demo (tests/helpers/local-server.ts).
process.env.DEMO_SEED_CACHE ??= path.join(tmpdir(), `talent-marketplace-demo-seed-${process.pid}`);

export default defineConfig({
  resolve: { alias },
  test: {
    // Local-backend suites each start an engine on their own temporary data folder.
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
