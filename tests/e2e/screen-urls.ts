/** Opening the screens of tests/e2e/screens.ts in a Playwright page: their concrete URLs and when they are usable. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { paramFromLinks, screenIsUsable, screenPath, type Screen } from './screens';

export async function waitUntilUsable(page: Page): Promise<void> {
  await page.waitForFunction(screenIsUsable, undefined, { timeout: 20_000 });
}

/** The screen's URL, its dynamic segments taken from the first matching link of a list screen. */
export async function urlOf(page: Page, screen: Screen): Promise<string> {
  const values: Record<string, string> = {};
  for (const param of screen.params ?? []) {
    await page.goto(param.list);
    await waitUntilUsable(page);
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const value = paramFromLinks(param, hrefs);
    expect(value, `a link on ${param.list} matching ${param.link}`).not.toBeNull();
    values[param.name] = value!;
  }
  return screenPath(screen, values);
}
