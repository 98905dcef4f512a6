import { accessSync, constants } from 'node:fs';

/** Where a Chromium may be: explicit settings first, then Debian's and other distributions' packages. */
const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

/** Flags that keep Chromium quiet and offline in containers (root needs --no-sandbox). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The first executable Chromium, or null. Playwright's own browser download is never used. */
export function findChromium() {
  for (const candidate of CANDIDATES) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // try the next one
    }
  }
  return null;
}
