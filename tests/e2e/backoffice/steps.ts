/** Back-office steps shared by specs: an administrator verifies a company. */
import type { Browser, Page } from '@playwright/test';
import { latestActionLink } from '../backend';
import { expect, storageStatePath } from '../fixtures';

/** Opens the verification link the account was mailed at sign-up (in `page`, signed in as anyone). */
export async function verifyEmailFromMailbox(page: Page, email: string): Promise<void> {
  await page.goto(await latestActionLink(page.request, email, 'verifyEmail'));
  await expect(page.getByRole('main').getByText('Your email is verified')).toBeVisible();
}

/** The company's page in the back office, found by name. */
export async function openCompany(admin: Page, companyName: string): Promise<void> {
  await admin.goto(`/backoffice/companies?q=${encodeURIComponent(companyName)}`);
  await admin.getByRole('list', { name: 'Companies' }).getByRole('link', { name: companyName }).click();
  await expect(admin.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
}

/**
 * The demo administrator finds the company by name in the back office and verifies it (its jobs go live). A new
 * company is reviewed once its email is verified: unless `emailVerified`, its sign-up verification link (read from
 * the local mailbox or the Auth emulator, the address from the back office) is opened first, as the company would.
 */
export async function verifyCompany(admin: Page, companyName: string, { emailVerified = false } = {}): Promise<void> {
  await openCompany(admin, companyName);
  if (!emailVerified) {
    const email = (await admin.getByRole('link', { name: /@/ }).first().textContent()) ?? '';
    await verifyEmailFromMailbox(admin, email.trim());
    await openCompany(admin, companyName);
  }
  await admin.getByRole('button', { name: 'Verify', exact: true }).click();
  await admin
    .getByRole('dialog', { name: `Verify ${companyName}?` })
    .getByRole('button', { name: 'Verify' })
    .click();
  await expect(admin.getByRole('dialog')).toBeHidden();
  await expect(admin.getByRole('main').getByText('Verified', { exact: true })).toBeVisible();
}

/** As verifyCompany, from a fresh context signed in as the demo administrator. */
export async function verifyCompanyAsAdmin(browser: Browser, companyName: string): Promise<void> {
  const context = await browser.newContext({ storageState: storageStatePath('admin') });
  try {
    await verifyCompany(await context.newPage(), companyName);
  } finally {
    await context.close();
  }
}
