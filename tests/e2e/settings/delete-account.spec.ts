import { expect, ROLES, signUp, test } from '../fixtures';
import { applyAsNewTalent } from '../jobs/apply-steps';

/*
 * A new talent applies to the demo company's Flutter job, then deletes its account from Settings: it lands signed
 * out on the home page, its email and password no longer sign in, and the company sees the application withdrawn
 * by "Deleted user".
 */
test('a talent with an application deletes its account; the company sees the application withdrawn', async ({
  page,
  companyPage,
}) => {
  const name = `Leaving Tester ${Date.now().toString(36)}`;
  const { jobId, account } = await applyAsNewTalent(page, name);

  await page.goto('/talent-dashboard/settings');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByLabel('Current password')).toBeFocused();
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByLabel('Current password')).toHaveAccessibleDescription('That is not your current password.');

  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await page.goto(ROLES.talent.loginPath);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'That email and password do not match. Check them and try again.',
  );
  await expect(page).toHaveURL((url) => url.pathname === ROLES.talent.loginPath);

  await companyPage.goto(`/company/jobs/${jobId}`);
  await expect(companyPage.getByRole('heading', { level: 1, name: 'Mobile Developer (Flutter)' })).toBeVisible();
  // The company keeps the record, without the talent's name.
  await expect(
    companyPage
      .getByRole('region', { name: /^Withdrawn/ })
      .getByRole('listitem', { name: 'Deleted user' })
      .first(),
  ).toBeVisible();
  await expect(companyPage.getByText(name)).toHaveCount(0);
});

test('a new company deletes its account after typing DELETE; its sign-in stops working', async ({ page }) => {
  const account = await signUp(page, 'company', { name: `Short Lived ${Date.now().toString(36)}` });
  await page.goto('/company/settings');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText(/Your jobs close/)).toBeVisible();
  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByLabel('Type DELETE to confirm')).toHaveAccessibleDescription(
    'Type DELETE in capital letters to confirm.',
  );
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible({ timeout: 20_000 });

  await page.goto(ROLES.company.loginPath);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'That email and password do not match. Check them and try again.',
  );
});
