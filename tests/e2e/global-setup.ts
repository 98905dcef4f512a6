import { mkdirSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { AUTH_DIR } from './fixtures';

/**
 * Fails fast, with the way out, when no app answers at the base URL (someone ran `npx playwright test` without
 * `npm run test:e2e`, which builds and serves the app itself).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  if (process.env.E2E_LIST_ONLY) return;
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:3000';
  try {
    const res = await fetch(baseURL, { signal: AbortSignal.timeout(10_000) });
    if (res.status >= 500) throw new Error(`HTTP ${res.status}`);
  } catch (err) {
    throw new Error(
      `No app answers at ${baseURL} (${(err as Error).message}). Run the end-to-end tests with \`npm run test:e2e\`, ` +
        'which builds and serves the app, or set E2E_BASE_URL to a running server.',
    );
  }
  mkdirSync(AUTH_DIR, { recursive: true });
}
