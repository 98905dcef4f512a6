/**
 * The JavaScript budget as users load it: a screen opened cold (the test's own browser context, so an empty HTTP
 * cache) as a bookmark or a reload would, and the gzip bytes of the scripts it downloaded until it showed its data,
 * as the browser received them. A signed-in screen may take 220 KB, a public page 150 KB. Each figure is kept in the
 * report (an annotation), from which scripts/run-e2e.mjs prints the table (scripts/lib/screen-scripts.mjs).
 */
import type { Browser, Page, Request } from '@playwright/test';
import {
  FIGURE_ANNOTATION,
  SCREEN_ANNOTATION,
  screenFigure,
  scriptsUntil,
} from '../../../scripts/lib/screen-scripts.mjs';
import { BOTH, firebaseMode } from '../backend';
import { expect, storageStatePath, test, type Role } from '../fixtures';
import { BUDGETS, screenPath, type Screen } from '../screens';
import { urlOf } from '../screen-urls';

export interface MeasuredScreen {
  role: Role | 'public';
  name: string;
  /** The route, with the query string of a tab. */
  label: string;
  path: string;
}

/**
 * The details of a test that measures `screen`, in both modes: it is marked as one from the start, so the report
 * shows a screen whose test ended before it measured as unmeasured (scripts/lib/screen-scripts.mjs).
 */
export const measuresScreen = (screen: Omit<MeasuredScreen, 'path'>) => ({
  ...BOTH,
  annotation: {
    type: SCREEN_ANNOTATION,
    description: JSON.stringify({ role: screen.role, name: screen.name, label: screen.label }),
  },
});

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

/**
 * Loads `screen.path` in `page` (which has loaded nothing yet), waits for `shown`, and holds the scripts requested
 * until then to the budget.
 */
export async function expectWithinScriptBudget(page: Page, screen: MeasuredScreen, shown: () => Promise<void>) {
  const seen = recordRequests(page);
  await page.goto(screen.path);
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
  expect(figure.gzip / 1024, `gzip KB of JavaScript until ${screen.path} was usable:\n${list}`).toBeLessThanOrEqual(
    budgetKb,
  );
}

/**
 * The screen's URL; its dynamic segments are read from a list screen in a browser context of its own, so the page
 * to measure starts with nothing cached.
 */
export async function concretePath(browser: Browser, role: Role, screen: Screen): Promise<string> {
  if (!screen.params) return screenPath(screen, {});
  const context = await browser.newContext({ storageState: storageStatePath(role) });
  try {
    return await urlOf(await context.newPage(), screen);
  } finally {
    await context.close();
  }
}
