/**
 * On a 360 px phone (the narrowest in common use) no screen scrolls sideways: every signed-in screen of
 * tests/e2e/screens.ts, the public pages, and the job cards, whose text gets the card's width.
 */
import type { Page } from '@playwright/test';
import { COMPANY_ROUTES, PUBLIC_ROUTES, TALENT_ROUTES } from '../../../constants/routes';
import { asRole, expect, test, type Role } from '../fixtures';
import { SCREENS } from '../screens';
import { urlOf, waitUntilUsable } from '../screen-urls';

const PHONE = { width: 360, height: 780 };

/** What sticks out past the right edge of the page, outermost elements only; empty when nothing does. */
function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > width + 0.5,
    );
    const outer = wide.filter((el) => !wide.includes(el.parentElement as Element));
    const scrolls = document.documentElement.scrollWidth > width;
    // Something wider inside a box that scrolls or clips it (a table's wrapper) does not move the page.
    return scrolls
      ? outer.map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`)
      : [];
  });
}

for (const role of ['talent', 'company', 'admin'] as Role[]) {
  test.describe(`${role} screens on a phone`, () => {
    test.use({ ...asRole(role), viewport: PHONE });

    test('none of them scrolls sideways', async ({ page }) => {
      test.setTimeout(120_000);
      const offenders: string[] = [];
      for (const screen of SCREENS.filter((s) => s.role === role)) {
        await page.goto(await urlOf(page, screen));
        await waitUntilUsable(page);
        const overflow = await overflowOf(page);
        if (overflow.length > 0)
          offenders.push(`${screen.route}${screen.query ? `?${screen.query}` : ''}: ${overflow.join(', ')}`);
      }
      expect(offenders).toEqual([]);
    });
  });
}

test.describe('public pages on a phone', () => {
  test.use({ viewport: PHONE });

  test('none of them scrolls sideways', async ({ page }) => {
    const paths = [
      PUBLIC_ROUTES.landing,
      TALENT_ROUTES.login,
      TALENT_ROUTES.signUp,
      COMPANY_ROUTES.signUp,
      PUBLIC_ROUTES.forgotPassword,
    ];
    const offenders: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await overflowOf(page);
      if (overflow.length > 0) offenders.push(`${path}: ${overflow.join(', ')}`);
    }
    expect(offenders).toEqual([]);
  });
});

test.describe('job cards on a phone', () => {
  test.use({ ...asRole('talent'), viewport: PHONE });

  test('give their text the whole card, the bookmark on the line above', async ({ page }) => {
    await page.goto(TALENT_ROUTES.jobs);
    const card = page.getByRole('region', { name: 'Job results' }).getByRole('article').first();
    await expect(card).toBeVisible();
    const [cardBox, titleBox, saveBox] = await Promise.all([
      card.boundingBox(),
      card.getByRole('heading', { level: 3 }).boundingBox(),
      card.getByRole('button', { name: /^Save / }).boundingBox(),
    ]);
    // Squeezed between the company's mark and the bookmark, the title had about a third of the card.
    expect(titleBox!.width).toBeGreaterThan(cardBox!.width * 0.75);
    expect(saveBox!.y + saveBox!.height).toBeLessThanOrEqual(titleBox!.y + 1);
  });
});
