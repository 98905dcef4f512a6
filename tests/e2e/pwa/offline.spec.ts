import type { Page } from '@playwright/test';
import { BOTH, firebaseMode } from '../backend';
import { asRole, expect, signUp, test } from '../fixtures';

/*
 * On a flaky connection: the app is installable (Chromium's own installability check, the one Lighthouse reads),
 * a screen opened before reloads offline with the banner saying so, a page never opened shows the offline page; a
 * half-typed form comes back after a reload with "Draft restored" and is gone for the next account after sign-out;
 * a message written offline shows "Sending…" and arrives exactly once when the connection returns, also when the
 * answer to the first send was lost.
 */

/** The service worker starts a few seconds after the screen is usable; wait until it controls the page. */
async function controlledByServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

/** How many reads this browser keeps for offline reading (the database exists once a signed-in screen was read). */
function keptForOffline(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('offline-copies');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('copies').objectStore('copies').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

// The other specs block the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

test.describe('installable and readable offline', () => {
  test.use(asRole('talent'));

  test("has a manifest and passes Chromium's installability check", BOTH, async ({ page }) => {
    test.setTimeout(90_000);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: expect.any(String), short_name: expect.any(String), display: 'standalone' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.shortcuts.length).toBeGreaterThanOrEqual(3);

    await page.goto('/talent-dashboard/applied-jobs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await controlledByServiceWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito profiles, where Chromium installs nothing: that one is the browser's, not
    // the app's. Any other (manifest, icons, start URL, service worker) is the app's.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  });

  // Offline, Chromium reports `navigator.onLine` true on a page the service worker served (crbug.com/678075): the
  // app finds it offline from its failed requests, and reads the screen's data from the copy kept on the device.
  test(
    'reloads a visited screen offline with its data and says so; a page never opened shows the offline page',
    BOTH,
    async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/talent-dashboard/applied-jobs');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const firstApplication = page.getByRole('article').first();
      await expect(firstApplication).toBeVisible();
      const title = (await firstApplication.getByRole('heading').first().textContent())!.trim();
      await controlledByServiceWorker(page);

      // Through the worker once, so the page is kept; then offline.
      await page.reload();
      await expect(page.getByRole('article', { name: title })).toBeVisible();
      await page.context().setOffline(true);
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Talent menu' }).first()).toBeVisible();
      const banner = page
        .getByRole('status')
        .filter({ hasText: /You are offline\. Pages you opened before still open/ });
      await expect(banner).toBeVisible();
      await expect(page.getByRole('article', { name: title })).toBeVisible();
      await expect(banner).toContainText(/Offline: as of \d/);

      // A page never opened on this device: the offline page, with what can be read.
      await page.goto('/talent-dashboard/learn');
      await expect(page.getByRole('heading', { name: 'You are offline', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Saved jobs' })).toBeVisible();

      await page.context().setOffline(false);
      await page.goto('/talent-dashboard/applied-jobs');
      await expect(page.getByRole('article', { name: title })).toBeVisible();
      await expect(banner).toBeHidden();
    },
  );

  test(
    'a message written offline says "Sending…" and arrives once when back, also after a lost answer',
    BOTH,
    async ({ page }) => {
      test.setTimeout(120_000);
      const stamp = Date.now().toString(36);
      await page.goto('/talent-dashboard/messages');
      await page.getByRole('button', { name: /Brightpath Labs/ }).click();
      const log = page.getByRole('log', { name: 'Messages with Brightpath Labs' });
      await expect(log).toBeVisible();
      // Offline, the composer's code (its schema is loaded on first use) comes from the worker's precache.
      await controlledByServiceWorker(page);

      const offline = `Written on the bus ${stamp}`;
      await page.context().setOffline(true);
      await page.getByLabel('Message', { exact: true }).fill(offline);
      await page.getByRole('button', { name: 'Send' }).click();
      const waiting = page.getByRole('list', { name: 'Messages not sent yet' });
      await expect(waiting).toContainText(offline);
      await expect(waiting.getByText('Sending…')).toBeVisible();
      await page.context().setOffline(false);
      await expect(log.getByText(offline)).toHaveCount(1, { timeout: 20_000 });
      await expect(waiting).toBeHidden();

      // The first send reaches the server but its answer is lost: the retry (same key) stores nothing more.
      const lost = `Answer lost ${stamp}`;
      let dropped = false;
      await page.route('**/api/trusted/message-send', async (route) => {
        if (dropped) return route.continue();
        dropped = true;
        await route.fetch();
        await route.abort('connectionreset');
      });
      await page.getByLabel('Message', { exact: true }).fill(lost);
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(log.getByText(lost)).toHaveCount(1, { timeout: 30_000 });
      expect(dropped).toBe(true);
      await page.reload();
      await page.getByRole('button', { name: /Brightpath Labs/ }).click();
      await expect(log.getByText(offline)).toHaveCount(1);
      await expect(log.getByText(lost)).toHaveCount(1);
    },
  );
});

test.describe('a company reads offline', () => {
  test.use(asRole('company'));

  test('its jobs and the pipeline of the job it opened last, with their time', BOTH, async ({ page }) => {
    // Known failure in Firebase mode (2026-12-08): the job's page reloaded offline shows its menu but an empty main
    // (a read of that screen with no copy, or one left waiting); passes in local mode. Not diagnosed yet.
    test.fixme(firebaseMode, 'the pipeline reloaded offline stays empty in Firebase mode');
    test.setTimeout(90_000);
    await page.goto('/company/jobs');
    const firstJob = page.locator('main a[href^="/company/jobs/"]:not([href$="/create"])').first();
    await expect(firstJob).toBeVisible();
    await controlledByServiceWorker(page);
    // Both pages through the worker once, so it keeps them.
    await page.reload();
    const title = (await firstJob.textContent())!.trim();
    await firstJob.click();
    await expect(page).toHaveURL(/\/company\/jobs\/[^/]+$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Applicants' })).toBeVisible();

    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Applicants' })).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText(/Offline: as of \d/);
    await page.goto('/company/jobs');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await page.context().setOffline(false);
  });
});

test(
  'a half-typed profile comes back after a reload, and the next account on the device sees none of it',
  BOTH,
  async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, 'talent');
    await page.goto('/talent-dashboard/profile');
    const headline = `Draft headline ${Date.now().toString(36)}`;
    await page.getByLabel('Headline').fill(headline);
    // The draft is written a moment after typing stops.
    await page.waitForTimeout(1000);
    await page.reload();
    await expect(page.getByText('Draft restored.')).toBeVisible();
    await expect(page.getByLabel('Headline')).toHaveValue(headline);

    // Discarding puts the form back as it was.
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByLabel('Headline')).toHaveValue('');
    await page.getByLabel('Headline').fill(headline);
    await page.waitForTimeout(1000);

    // The profile read was kept for offline reading; sign-out takes it away with the drafts.
    await expect.poll(() => keptForOffline(page)).toBeGreaterThan(0);
    await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draft:')))).toEqual([]);
    await expect.poll(() => keptForOffline(page)).toBe(0);

    await signUp(page, 'talent');
    await page.goto('/talent-dashboard/profile');
    await expect(page.getByLabel('Headline')).toHaveValue('');
    await expect(page.getByText('Draft restored.')).toBeHidden();
    await expect(page.getByText(headline)).toHaveCount(0);
  },
);
