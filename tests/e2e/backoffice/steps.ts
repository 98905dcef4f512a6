/** Back-office steps (issue 14) shared by specs: an administrator verifies a company; a company posts a job. */
import type { Browser, Page } from '@playwright/test';
import { expect, storageStatePath } from '../fixtures';

/** Posts a remote internship with the given title from the company's "Post a job" form; returns its id. */
export async function postJob(company: Page, title: string): Promise<string> {
  await company.goto('/company/jobs/create');
  await company.getByLabel('Job title').fill(title);
  await company.getByLabel('Description').fill('Help us build the marketplace.');
  await company.getByLabel('Job category').selectOption('Web & Mobile Dev');
  await company.getByLabel('Level').selectOption('Internship');
  await company.getByLabel('Work mode').selectOption('remote');
  await company.getByLabel('Employment type').selectOption('Internship');
  await company.getByLabel('Experience').selectOption('No experience');
  await company.getByLabel('Salary minimum').fill('400');
  await company.getByLabel('Salary maximum').fill('900');
  await company.getByLabel('Skills', { exact: true }).fill('React');
  await company.getByLabel('Skills', { exact: true }).press('Enter');
  await company.getByRole('button', { name: 'Post job' }).click();
  await expect(company).toHaveURL(/\/company\/jobs\/(?!create)[^/]+$/, { timeout: 20_000 });
  return new URL(company.url()).pathname.split('/').pop()!;
}

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
