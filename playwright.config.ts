import { defineConfig, devices } from '@playwright/test';

/**
 * Run through `npm run test:e2e` (scripts/run-e2e.mjs): it builds, serves the app on a free port with its own data
 * folder and passes E2E_BASE_URL and E2E_CHROMIUM_PATH here. Against an already running server:
 * `E2E_BASE_URL=http://localhost:3000 npx playwright test` (uses that server's data).
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const executablePath =
  process.env.E2E_CHROMIUM_PATH ??
  process.env.CHROMIUM_PATH ??
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ??
  '/usr/bin/chromium';
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const perfBaseURL = process.env.E2E_PERF_BASE_URL;
/**
 * E2E_BACKEND=firebase (scripts/run-e2e.mjs sets it for its Firebase-mode run, against the emulators): only the
 * specs tagged @both, the flows that must work on either backend.
 */
const bothBackendsOnly = process.env.E2E_BACKEND === 'firebase' ? { grep: /@both/ } : {};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two cores run the server and the browsers: two workers at most, generous timeouts.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'playwright-report/e2e-results.json' }]],
  use: {
    baseURL,
    // The service worker precaches the whole build (about 300 files) a few seconds after each page: in every fresh
    // context that would be load the specs never asked for. The offline specs (tests/e2e/pwa/) allow it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Signs in each demo role once and stores the session (kept in localStorage) for the specs.
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    // Public pages only: runs even when signing in is broken.
    { name: 'smoke', use: { ...devices['Desktop Chrome'] }, testMatch: /smoke\.spec\.ts$/, ...bothBackendsOnly },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['setup'],
      testMatch: /\.spec\.ts$/,
      testIgnore: [/smoke\.spec\.ts$/, /[\\/]perf[\\/]/],
      ...bothBackendsOnly,
    },
    // Timings over 10,000 jobs: a second server on its own seeded data, run alone after the others by
    // scripts/run-e2e.mjs (which sets E2E_PERF_BASE_URL), so no other test competes for the two cores.
    ...(perfBaseURL
      ? [
          {
            name: 'perf',
            use: { ...devices['Desktop Chrome'], baseURL: perfBaseURL },
            testMatch: /[\\/]perf[\\/].*\.spec\.ts$/,
            timeout: 120_000,
          },
        ]
      : []),
  ],
});
