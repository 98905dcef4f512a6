/**
 * The JavaScript budget as users load it, in both modes: every screen of tests/e2e/screens.ts opened cold (a
 * browser context of its own, so an empty HTTP cache) as a bookmark or a reload would, and the gzip bytes of the
 * scripts it downloaded until it showed its data (`screenIsUsable`; a public page: its heading, after `load`), as
 * the browser received them. A signed-in screen may take 220 KB, a public page 150 KB. Each figure is kept in the
 * report (an annotation), from which scripts/run-e2e.mjs prints the table.
 */
import type { Page, Request } from '@playwright/test';
import { FIGURE_ANNOTATION, screenFigure, scriptsUntil } from '../../../scripts/lib/screen-scripts.mjs';
import { BOTH, firebaseMode } from '../backend';
import { asRole, expect, storageStatePath, test, type Role } from '../fixtures';
import { BUDGETS, PUBLIC_SCREENS, SCREENS, screenPath, type Screen } from '../screens';
import { urlOf, waitUntilUsable } from '../screen-urls';

interface MeasuredScreen {
  role: Role | 'public';
  name: string;
  /** The route, with the query string of a tab. */
  label: string;
  path: string;
}

interface Seen {
  url: string;
  type: string;
  at: number;
  request: Request;
}

/** Records the page's requests from now on, in order; `at` is their rank, so "made before X" is a count. */
function recordRequests(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('request', (request) =>
    seen.push({ url: request.url(), type: request.resourceType(), at: seen.length, request }),
  );
  return seen;
}

/** Loads `path` in `page`, waits for `shown`, and returns the screen's figure with the scripts requested until then. */
async function measure(page: Page, path: string, shown: () => Promise<void>, screen: MeasuredScreen) {
  const seen = recordRequests(page);
  await page.goto(path);
  await shown();
  const counted = scriptsUntil(seen, { origin: new URL(page.url()).origin, until: seen.length - 1 });
  // The encoded (compressed) body size, once each has arrived.
  const scripts = await Promise.all(
    counted.map(async (s) => ({ url: s.url, gzip: (await s.request.sizes()).responseBodySize })),
  );
  const budgetKb = screen.role === 'public' ? BUDGETS.publicScriptKb : BUDGETS.signedInScriptKb;
  const measured = {
    ...screen,
    mode: firebaseMode ? 'firebase' : 'local',
    browser: page.context().browser()?.version(),
    scripts: scripts.map((s) => ({ path: new URL(s.url).pathname, gzip: s.gzip })),
  };
  const figure = screenFigure(measured, scripts, budgetKb);
  test.info().annotations.push({ type: FIGURE_ANNOTATION, description: JSON.stringify(figure) });
  const list = scripts.map((s) => `${(s.gzip / 1024).toFixed(1)} KB ${new URL(s.url).pathname}`).join('\n');
  expect(figure.gzip / 1024, `gzip KB of JavaScript until ${path} was usable:\n${list}`).toBeLessThanOrEqual(budgetKb);
}

// Each test opens one screen and changes nothing: they share the two workers.
test.describe.configure({ mode: 'parallel' });

for (const role of ['talent', 'company', 'admin'] as Role[]) {
  test.describe(`${role} screens`, () => {
    test.use(asRole(role));

    for (const screen of SCREENS.filter((s) => s.role === role)) {
      const label = screen.query ? `${screen.route}?${screen.query}` : screen.route;
      test(
        `${screen.name} (${label}) loads at most ${BUDGETS.signedInScriptKb} KB of JavaScript until it shows its data`,
        BOTH,
        async ({ page, browser }) => {
          const path = await concretePath(browser, role, screen);
          await measure(page, path, () => waitUntilUsable(page), {
            role,
            name: screen.name,
            label,
            path,
          });
        },
      );
    }
  });
}

test.describe('public pages', () => {
  for (const screen of PUBLIC_SCREENS) {
    test(
      `${screen.name} (${screen.route}) loads at most ${BUDGETS.publicScriptKb} KB of JavaScript`,
      BOTH,
      async ({ page }) => {
        const shown = async () => {
          await page.waitForLoadState('load');
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        };
        await measure(page, screen.route, shown, {
          role: 'public',
          name: screen.name,
          label: screen.route,
          path: screen.route,
        });
      },
    );
  }
});

/**
 * The screen's URL; its dynamic segments are read from a list screen in a context of their own, so the page that
 * is measured starts with nothing cached.
 */
async function concretePath(browser: import('@playwright/test').Browser, role: Role, screen: Screen): Promise<string> {
  if (!screen.params) return screenPath(screen, {});
  const context = await browser.newContext({ storageState: storageStatePath(role) });
  try {
    return await urlOf(await context.newPage(), screen);
  } finally {
    await context.close();
  }
}
