/**
 * Every signed-in screen (tests/e2e/screens.ts, the job list's tabs included), in both modes: loaded directly and
 * cold, as a bookmark or a reload would, it downloads at most 220 KB of JavaScript (gzip) until its content, not a
 * placeholder, is on screen (tests/e2e/budget/script-weight.ts); its document title names it; axe-core finds no
 * serious or critical violation. Then every dialog's accessibility (local mode).
 */
import type { Locator, Page } from '@playwright/test';
import { concretePath, expectWithinScriptBudget, measuresScreen } from '../budget/script-weight';
import { expect, test, asRole, signUp, type Role } from '../fixtures';
import { BUDGETS, SCREENS } from '../screens';
import { waitUntilUsable } from '../screen-urls';
import { expectNoSeriousViolations } from './axe';

const PRODUCT = 'TalentBridge';

/** Opens a dialog, waits for it and checks the page with it open; returns the dialog. */
async function checkDialog(page: Page, open: Locator, name: string | RegExp, label: string): Promise<Locator> {
  await open.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // The route-change progress bar (nprogress, whose markup uses role="bar") fades out for 400 ms after a
  // navigation; a dialog opened sooner than that would be checked with it.
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expectNoSeriousViolations(page, label);
  return dialog;
}

// Each test opens its own page and changes nothing shared (the dialogs' tests make accounts of their own).
test.describe.configure({ mode: 'parallel' });

for (const role of ['talent', 'company', 'admin'] as Role[]) {
  test.describe(`${role} screens`, () => {
    test.use(asRole(role));

    for (const screen of SCREENS.filter((s) => s.role === role)) {
      const label = screen.query ? `${screen.route}?${screen.query}` : screen.route;
      test(
        `${screen.name} (${label}) loads at most ${BUDGETS.signedInScriptKb} KB of JavaScript until it shows its data, has a title naming it and no serious axe violation`,
        measuresScreen({ role, name: screen.name, label }),
        async ({ page, browser }) => {
          const path = await concretePath(browser, role, screen);
          await expectWithinScriptBudget(page, { role, name: screen.name, label, path }, () => waitUntilUsable(page));
          if (screen.title) await expect(page).toHaveTitle(`${screen.title} · ${PRODUCT}`);
          else await expect(page).toHaveTitle(new RegExp(`^(?!${PRODUCT}).+ · ${PRODUCT}$`));
          await expectNoSeriousViolations(page, label);
        },
      );
    }

    test('the mobile layout and its open menu drawer have no serious axe violation', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(SCREENS.find((s) => s.role === role)!.route);
      await waitUntilUsable(page);
      await expectNoSeriousViolations(page, `${role} home, mobile`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoSeriousViolations(page, `${role} menu drawer`);
    });
  });
}

test.describe('dialogs', () => {
  test('a new talent: onboarding, apply, withdraw and delete-account dialogs', async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page, 'talent');
    const onboarding = page.getByRole('dialog', { name: 'Set up your profile' });
    await expect(onboarding).toBeVisible();
    await expectNoSeriousViolations(page, 'the onboarding dialog');
    await onboarding.getByRole('button', { name: 'Skip for now' }).click();

    // A named demo job, not the newest: another spec's freshly posted job would otherwise get an extra applicant.
    await page.goto('/talent-dashboard/jobs?q=brand');
    await waitUntilUsable(page);
    await page.getByRole('region', { name: 'Job results' }).getByRole('link', { name: 'Brand Designer' }).click();
    const apply = await checkDialog(
      page,
      page.getByRole('button', { name: 'Apply now' }),
      /^Apply to /,
      'the apply dialog',
    );
    await apply.getByRole('button', { name: 'Send application' }).click();
    await expect(apply).toBeHidden();

    await page.goto('/talent-dashboard/applied-jobs');
    await waitUntilUsable(page);
    const withdraw = await checkDialog(
      page,
      page.getByRole('button', { name: /^Withdraw application to / }).first(),
      'Withdraw this application?',
      'the withdraw dialog',
    );
    await withdraw.getByRole('button', { name: 'Keep application' }).click();

    await page.goto('/talent-dashboard/settings');
    await waitUntilUsable(page);
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Delete account…' }),
      'Delete your account?',
      'the delete-account dialog',
    );
  });

  test('a new talent: the save-search dialog (and its error), the Saved searches tab with a search, its edit and delete dialogs', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUp(page, 'talent');
    await page
      .getByRole('dialog', { name: 'Set up your profile' })
      .getByRole('button', { name: 'Skip for now' })
      .click();

    await page.goto('/talent-dashboard/jobs?q=analyst');
    await waitUntilUsable(page);
    const save = await checkDialog(
      page,
      page.getByRole('button', { name: 'Save this search' }),
      'Save this search',
      'the save-search dialog',
    );
    await save.getByLabel('Name').fill('');
    await save.getByRole('button', { name: 'Save search' }).click();
    await expect(save.getByText('Give this search a name')).toBeVisible();
    await expectNoSeriousViolations(page, 'the save-search dialog with a field error');
    await save.getByLabel('Name').fill('Analyst jobs');
    await save.getByRole('button', { name: 'Save search' }).click();
    await expect(save).toBeHidden();

    await page.goto('/talent-dashboard/jobs?tab=searches');
    await waitUntilUsable(page);
    await expect(page.getByRole('article', { name: 'Analyst jobs' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the Saved searches tab with a search');
    const edit = await checkDialog(
      page,
      page.getByRole('button', { name: 'Edit "Analyst jobs"' }),
      'Edit "Analyst jobs"',
      'the edit-saved-search dialog',
    );
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Delete "Analyst jobs"' }),
      'Delete "Analyst jobs"?',
      'the delete-saved-search dialog',
    );
  });

  test('the job alert unsubscribe page, signed out, for a link that does not work', async ({ page }) => {
    await page.goto('/job-alerts/unsubscribe?token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1, name: 'This unsubscribe link does not work' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the job alert unsubscribe page');
  });

  test.describe('of the company', () => {
    test.use(asRole('company'));

    test('move and profile dialogs and the Message link on a job page, the close-job dialog; close from the jobs list', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      // The demo company's Junior Frontend Developer job has applicants at several stages.
      await page.goto('/company/jobs/demo-job-02');
      await waitUntilUsable(page);
      const first = page
        .locator('main li[aria-label]')
        .filter({ has: page.getByRole('button', { name: /^Move / }) })
        .first();
      const name = (await first.getAttribute('aria-label'))!;

      const move = page.getByRole('dialog', { name: `Move ${name}` });
      await first.getByRole('button', { name: `Move ${name}` }).click();
      const stage = move.getByLabel('New stage');
      // Rejecting shows the second select (the reason); the applicant's current stage is not offered.
      if (
        (
          await stage.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
        ).includes('rejected')
      ) {
        await stage.selectOption('rejected');
        await expect(move.getByLabel('Reason for rejecting')).toBeVisible();
      }
      await expectNoSeriousViolations(page, 'the move dialog');
      await move.getByRole('button', { name: 'Cancel' }).click();

      const profile = page.getByRole('dialog', { name });
      await first.getByRole('button', { name: `View profile of ${name}` }).click();
      await expect(profile.getByRole('status')).toHaveCount(0);
      await expectNoSeriousViolations(page, 'the talent profile dialog');
      await profile.getByRole('button', { name: 'Close' }).click();

      // Message leads to the thread with the applicant, a page of its own checked in the screens list.
      await expect(first.getByRole('link', { name: `Message ${name}` })).toHaveAttribute(
        'href',
        /\/company\/messages\?to=/,
      );

      const close = await checkDialog(
        page,
        page.getByRole('button', { name: 'Close job' }),
        'Close this job?',
        'the close-job dialog',
      );
      await close.getByRole('button', { name: 'Cancel' }).click();

      await page.goto('/company/jobs');
      await waitUntilUsable(page);
      await checkDialog(
        page,
        page.getByRole('button', { name: /^Close / }).first(),
        'Close this job?',
        'the close-job dialog of the jobs list',
      );
    });
  });
});
