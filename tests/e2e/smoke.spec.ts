import { expect, test } from './fixtures';
import { BOTH } from './backend';

test('the landing page renders and leads to both sign-up pages', BOTH, async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const main = page.getByRole('main');
  const talentSignUp = main.getByRole('link', { name: 'Join as a talent' });
  const companySignUp = main.getByRole('link', { name: 'Hire as a company' });
  await expect(talentSignUp).toHaveAttribute('href', '/auth/sign-up');
  await expect(companySignUp).toHaveAttribute('href', '/company/auth/sign-up');
  await expect(talentSignUp).toBeVisible();
  await expect(companySignUp).toBeVisible();

  await companySignUp.click();
  await expect(page).toHaveURL(/\/company\/auth\/sign-up$/);
  await expect(page.getByLabel('Company name', { exact: true })).toBeVisible();

  await page.goBack();
  await talentSignUp.click();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  await expect(page.getByLabel('Full name', { exact: true })).toBeVisible();
});
