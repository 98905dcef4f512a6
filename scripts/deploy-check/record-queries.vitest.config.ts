/** The suites whose queries `npm run deploy:check` collects: the service layer's and the scheduled jobs'. */
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(__dirname, '../..');

export default defineConfig({
  root,
  resolve: { alias: { '@': root } },
  test: {
    name: 'queries',
    environment: 'node',
    globals: true,
    testTimeout: 60_000,
    hookTimeout: 300_000,
    include: ['tests/services/**/*.test.ts', 'tests/backend/scheduled-jobs.test.ts'],
    setupFiles: [path.join(__dirname, 'record-queries.setup.ts')],
  },
});
