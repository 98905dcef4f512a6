/**
 * The public pages' JavaScript as users load it, in both modes: at most 150 KB gzip until the page is loaded and
 * shows its heading (tests/e2e/budget/script-weight.ts). The signed-in screens are held to theirs in
 * tests/e2e/a11y/screens-a11y.spec.ts, which opens each of them.
 */
import { expect, test } from '../fixtures';
import { BUDGETS, PUBLIC_SCREENS } from '../screens';
import { expectWithinScriptBudget, measuresScreen } from './script-weight';

test.describe.configure({ mode: 'parallel' });

for (const screen of PUBLIC_SCREENS) {
  const target = { role: 'public' as const, name: screen.name, label: screen.route, path: screen.route };
  test(
    `${screen.name} (${screen.route}) loads at most ${BUDGETS.publicScriptKb} KB of JavaScript`,
    measuresScreen(target),
    async ({ page }) => {
      await expectWithinScriptBudget(page, target, async () => {
        await page.waitForLoadState('load');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      });
    },
  );
}
