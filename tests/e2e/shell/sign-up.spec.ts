import { expect, signIn, signUp, test } from '../fixtures';
import { BOTH } from '../backend';

test('a new talent signs up and lands on the talent dashboard', BOTH, async ({ page }) => {
  const account = await signUp(page, 'talent', { name: 'Ada Newcomer' });
  await expect(page).toHaveURL(/\/talent-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada!');
  // A fresh account is not verified yet: the banner offers to resend the email.
  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(banner).toContainText(account.email);
  await expect(banner.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
});

test('a new company signs up, lands on /company, and Post Job leads to the job form', BOTH, async ({ page }) => {
  await signUp(page, 'company', { name: 'Northwind Testing' });
  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Northwind Testing!');
  await page.getByRole('banner').getByRole('link', { name: 'Post Job' }).click();
  await expect(page).toHaveURL(/\/company\/jobs\/create$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post a job');
});

test('signing up with an email already in use says so and keeps the form filled', BOTH, async ({ page }) => {
  await page.goto('/company/auth/sign-up');
  await page.getByLabel('Company name', { exact: true }).fill('Copycat Ltd');
  await page.getByLabel('Email', { exact: true }).fill('company@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('another-password');
  await page.getByRole('button', { name: 'Create company account' }).click();
  await expect(page.getByText('An account already uses this email')).toBeVisible();
  await expect(page.getByLabel('Company name', { exact: true })).toHaveValue('Copycat Ltd');
  await expect(page).toHaveURL(/\/company\/auth\/sign-up$/);
});

test('a company account cannot sign in on the talent page', BOTH, async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill('company@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This account is not a talent account.');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a wrong password is explained and the email is kept', BOTH, async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill('talent@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('do not match');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('talent@demo.test');
});

test('a talent who signed up can sign back in', BOTH, async ({ page, browser }) => {
  const account = await signUp(page, 'talent');
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await signIn(other, 'talent', account);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada!');
  await fresh.close();
});
