/** Back-office steps (issue 14) shared by specs: an administrator verifies a company. */
import type { Browser, Page } from '@playwright/test';
import { expect, storageStatePath } from '../fixtures';

/** The demo administrator finds the company by name in the back office and verifies it (its jobs go live). */
export async function verifyCompany(admin: Page, companyName: string): Promise<void> {
  await admin.goto(`/backoffice/companies?q=${encodeURIComponent(companyName)}`);
  await admin.getByRole('list', { name: 'Companies' }).getByRole('link', { name: companyName }).click();
  await expect(admin.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  await admin.getByRole('button', { name: 'Verify', exact: true }).click();
  await admin.getByRole('dialog', { name: `Verify ${companyName}?` }).getByRole('button', { name: 'Verify' }).click();
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
