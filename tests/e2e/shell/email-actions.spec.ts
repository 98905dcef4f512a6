import { BOTH, latestActionLink } from '../backend';
import { expect, signIn, signUp, test } from '../fixtures';

test('a new talent verifies the email from the link in the mail', BOTH, async ({ page }) => {
  const account = await signUp(page, 'talent');
  await expect(page.getByRole('region', { name: 'Email verification' })).toBeVisible();

  const link = await latestActionLink(page.request, account.email, 'verifyEmail');
  expect(link).toMatch(/^\/auth\/action\?mode=verifyEmail&oobCode=/);
  await page.goto(link);
  await expect(page.getByRole('main').getByText('Your email is verified')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/talent-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada!');
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);
});

test('a company resets a forgotten password and signs in with the new one', BOTH, async ({ page, browser }) => {
  const account = await signUp(page, 'company');
  const context = await browser.newContext();
  const visitor = await context.newPage();

  await visitor.goto('/company/auth/login');
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(visitor).toHaveURL(/\/auth\/forgot-password\?role=company$/);
  await visitor.getByLabel('Email', { exact: true }).fill(account.email);
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  await expect(visitor.getByRole('main').getByText(/a link to choose a new password is on its way/)).toBeVisible();

  await visitor.goto(await latestActionLink(visitor.request, account.email, 'resetPassword'));
  await visitor.getByLabel('New password', { exact: true }).fill('brand-new-password');
  await visitor.getByRole('button', { name: 'Save new password' }).click();
  await expect(visitor.getByRole('main').getByText('Your password has been changed')).toBeVisible();

  await signIn(visitor, 'company', { email: account.email, password: 'brand-new-password' });
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${account.name}!`);
  await context.close();
});

test('an incomplete action link explains itself', BOTH, async ({ page }) => {
  await page.goto('/auth/action?mode=verifyEmail');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This link is incomplete or not supported');
});
