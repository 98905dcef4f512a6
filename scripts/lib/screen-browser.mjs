/**
 * The browser side of scripts/measure-screens.mjs: Debian's Chromium through puppeteer-core, signing in through a
 * role's real sign-in form, the concrete URL of a screen, and the JavaScript a screen fetches until it is usable.
 */
import puppeteer from 'puppeteer-core';
import { DEMO_ACCOUNTS } from '../../constants/demo-accounts.ts';
import { AREA_ROUTES } from '../../constants/routes.ts';
import { paramFromLinks, screenIsUsable, screenPath } from '../../tests/e2e/screens.ts';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { createScriptInspector, gzipTotal } from './script-size.mjs';
import { scriptsUntil } from './screen-scripts.mjs';

const USABLE_TIMEOUT_MS = 60_000;
const IDLE_MS = 2000;
const scripts = createScriptInspector();

export async function launch() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found: apt-get install -y chromium (or set CHROMIUM_PATH)');
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS.filter((a) => a !== '--headless'),
    defaultViewport: { width: 1280, height: 800 },
  });
}

/** Signs in through the role's sign-in form and waits for the area's home. */
export async function signIn(browser, base, role) {
  const page = await browser.newPage();
  const { email, password } = DEMO_ACCOUNTS[role];
  await page.goto(base + AREA_ROUTES[role].login, { waitUntil: 'load' });
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  const home = AREA_ROUTES[role].home;
  await page.waitForFunction(
    (h) => (location.pathname === h || location.pathname.startsWith(`${h}/`)) && !location.pathname.includes('/auth/'),
    { timeout: USABLE_TIMEOUT_MS },
    home,
  );
  await page.close();
}

/** The concrete URL of a screen: dynamic segments from the first matching link of a list screen. */
export async function resolvePath(browser, base, screen) {
  const values = {};
  for (const param of screen.params ?? []) {
    const page = await browser.newPage();
    await page.goto(base + param.list, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(screenIsUsable, { timeout: USABLE_TIMEOUT_MS, polling: 100 });
    const hrefs = await page.$$eval('a[href]', (links) => links.map((a) => a.getAttribute('href')));
    await page.close();
    const value = paramFromLinks(param, hrefs);
    if (!value) throw new Error(`${screen.route}: no link on ${param.list} matches ${param.link}`);
    values[param.name] = value;
  }
  return screenPath(screen, values);
}

/**
 * Loads the screen cold and counts every same-origin script it fetches until it has shown its data (`usableGzip`,
 * the count the budget holds, as the end-to-end budget spec counts it) and, apart, until the network has then been
 * quiet for 2 s (`gzip`: lazy chunks included, what a user on a slow phone pays in the end).
 */
export async function measureScripts(browser, url, { usable }) {
  const page = await browser.newPage();
  await page.setCacheEnabled(false);
  const origin = new URL(url).origin;
  const requested = [];
  page.on('request', (req) => requested.push({ url: req.url(), type: req.resourceType(), at: performance.now() }));
  const started = performance.now();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  // Checked on every DOM change: the moment the content is in.
  if (usable) await page.waitForFunction(screenIsUsable, { timeout: USABLE_TIMEOUT_MS, polling: 'mutation' });
  else await page.waitForSelector('h1', { timeout: USABLE_TIMEOUT_MS });
  const usableAt = performance.now();
  // The realtime streams stay open (the local backend's one, Firestore's listen and write channels): quiet means at
  // most two requests in flight.
  await page.waitForNetworkIdle({ idleTime: IDLE_MS, concurrency: 2, timeout: 30_000 }).catch(() => {});
  await page.close();
  const before = await Promise.all(
    scriptsUntil(requested, { origin, until: usableAt }).map((r) => scripts.inspect(r.url)),
  );
  const all = await Promise.all(scriptsUntil(requested, { origin }).map((r) => scripts.inspect(r.url)));
  return {
    usableMs: Math.round(usableAt - started),
    files: all.length,
    gzip: gzipTotal(all),
    usableGzip: gzipTotal(before),
    scripts: all,
  };
}
