import { expect, signUp, test } from '../fixtures';
import { BOTH } from '../backend';
import { verifyCompanyAsAdmin } from '../backoffice/steps';
import { fillBy } from '../profile/company-steps';

/*
 * A company of its own, so a rerun on the same data starts clean. A new company sees the setup banner on the
 * form; it informs, it does not block posting.
 */
test(
  'a new company posts an internship after fixing inline errors (experience and degree too), closes it and reopens it',
  BOTH,
  async ({ page, browser }) => {
    // Three actors (a company, an administrator or a second talent): about 50 s on a loaded 2-core machine, past the 45 s default.
    test.setTimeout(120_000);
    const name = `Jobs Testing ${Date.now().toString(36)}`;
    await signUp(page, 'company', { name });
    // Verified by the back office, so its jobs are active at once (review: tests/e2e/backoffice).
    await verifyCompanyAsAdmin(browser, name);
    await page.goto('/company/jobs');
    await expect(page.getByText('You have no active jobs.')).toBeVisible();
    await page.getByRole('link', { name: 'Post a job' }).first().click();
    await expect(page).toHaveURL(/\/company\/jobs\/create$/);
    await expect(page.getByRole('region', { name: 'Complete your company profile' })).toBeVisible();

    const title = `E2E intern ${Date.now().toString(36)}`;
    await page.getByLabel('Description').fill('Help us build the marketplace.');
    await fillBy(page);
    await page.getByLabel('Job category').selectOption('Web & Mobile Dev');
    await page.getByLabel('Level').selectOption('Internship');
    await page.getByLabel('Work mode').selectOption('remote');
    await page.getByLabel('Employment type').selectOption('Internship');
    // An internship asking for years of experience is refused with the reason; a degree is marked required or preferred.
    await page.getByLabel('Experience').selectOption('5 - 7 years');
    await page.getByLabel('Degree (optional)').selectOption("Bachelor's degree");
    await page.getByLabel('Salary minimum').fill('900');
    await page.getByLabel('Salary maximum').fill('500');
    await page.getByLabel('Skills', { exact: true }).fill('React');
    await page.getByLabel('Skills', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Post job' }).click();
    await expect(page.getByLabel('Job title')).toHaveAccessibleDescription('Required');
    await expect(page.getByLabel('Salary minimum')).toHaveAccessibleDescription('Minimum must not exceed maximum');
    await expect(page.getByLabel('Experience')).toHaveAccessibleDescription(
      'Internship and Entry Level jobs accept only No experience or 1 - 3 years',
    );
    await expect(page.getByLabel('The degree is')).toHaveAccessibleDescription(
      'Say whether the degree is required or preferred',
    );
    await expect(page).toHaveURL(/\/company\/jobs\/create$/);
    await page.getByLabel('Experience').selectOption('1 - 3 years');
    await page.getByLabel('The degree is').selectOption('Preferred');

    await page.getByLabel('Job title').fill(title);
    await page.getByLabel('Salary minimum').fill('400');
    await page.getByRole('button', { name: 'Post job' }).click();
    await expect(page).toHaveURL(/\/company\/jobs\/(?!create)[^/]+$/, { timeout: 20_000 });

    await page.goto('/company/jobs');
    const active = page.getByRole('main');
    await expect(active.getByRole('link', { name: title, exact: true })).toBeVisible({ timeout: 20_000 });
    await active.getByRole('button', { name: `Close ${title}` }).click();
    await page.getByRole('dialog', { name: 'Close this job?' }).getByRole('button', { name: 'Close job' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(active.getByRole('link', { name: title, exact: true })).toBeHidden();

    await page.getByRole('tab', { name: 'Closed' }).click();
    await expect(page).toHaveURL(/status=closed/);
    await expect(page.getByRole('tab', { name: 'Closed' })).toHaveAttribute('aria-selected', 'true');
    const closed = page.getByRole('main');
    await closed.getByRole('button', { name: `Reopen ${title}` }).click();
    await page.getByRole('dialog', { name: 'Reopen this job?' }).getByRole('button', { name: 'Reopen job' }).click();
    await expect(closed.getByRole('link', { name: title, exact: true })).toBeHidden();
    await page.getByRole('tab', { name: 'Active' }).click();
    await expect(page.getByRole('main').getByRole('link', { name: title, exact: true })).toBeVisible();
  },
);
