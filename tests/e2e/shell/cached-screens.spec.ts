import type { Page } from '@playwright/test';
import { asRole, expect, test } from '../fixtures';
import { screenIsUsable } from '../screens';

/*
 * A screen whose data is already in the query cache shows it at once when navigated back to: no skeleton, no
 * "Loading…" status, not even for a frame. A MutationObserver records any placeholder the page shows from the
 * moment we go back until the screen is usable again.
 */

async function watchForPlaceholders(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { placeholders: string[] };
    w.placeholders = [];
    const check = () => {
      for (const status of Array.from(document.querySelectorAll('[role="status"]'))) {
        const name = (status.getAttribute('aria-label') || status.textContent || '').trim();
        if (/^(loading|checking)/i.test(name)) w.placeholders.push(name);
      }
    };
    new MutationObserver(check).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  });
}

const placeholdersSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { placeholders: string[] }).placeholders);

async function usable(page: Page): Promise<void> {
  await page.waitForFunction(screenIsUsable, undefined, { timeout: 20_000 });
}

const FLOWS = [
  {
    role: 'talent',
    home: '/talent-dashboard',
    menu: 'Talent menu',
    listEntry: 'Job',
    list: /\/talent-dashboard\/jobs$/,
    item: 'main article a',
    homeUrl: /\/talent-dashboard$/,
  },
  {
    role: 'company',
    home: '/company',
    menu: 'Company menu',
    listEntry: 'Jobs',
    list: /\/company\/jobs$/,
    item: 'main h3 a',
    homeUrl: /\/company$/,
  },
] as const;

for (const flow of FLOWS) {
  test.describe(flow.role, () => {
    test.use(asRole(flow.role));

    test('the home and the job list show their cached data at once when navigated back to', async ({ page }) => {
      await page.goto(flow.home);
      await usable(page);
      await page
        .getByRole('navigation', { name: flow.menu })
        .getByRole('link', { name: flow.listEntry, exact: true })
        .click();
      await expect(page).toHaveURL(flow.list);
      await usable(page);
      await page.locator(flow.item).first().click();
      await expect(page).not.toHaveURL(flow.list);
      await usable(page);

      await watchForPlaceholders(page);
      await page.goBack();
      await expect(page).toHaveURL(flow.list);
      await usable(page);
      await page.goBack();
      await expect(page).toHaveURL(flow.homeUrl);
      await usable(page);
      expect(await placeholdersSeen(page)).toEqual([]);
    });
  });
}
