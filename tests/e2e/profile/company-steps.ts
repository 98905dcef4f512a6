import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { makePng } from './files';

/** Fills every field the setup banner asks for, with a logo of the given colour, and saves. */
export async function completeCompanyProfile(page: Page, name: string, rgb: [number, number, number]): Promise<void> {
  await page.goto('/company/profile');
  await page
    .getByLabel('Logo file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(64, rgb) });
  await expect(page.getByRole('img', { name: `${name} logo` })).toBeVisible();
  await page.getByLabel('About').fill('We make things people use.');
  await page.getByLabel('Company size').selectOption('11 - 50');
  await page.getByLabel('Company type').selectOption('Software Development');
  await page.getByRole('checkbox', { name: 'Web Design' }).check();
  await page.getByLabel('Location').fill('Lagos');
  await page.getByRole('button', { name: 'Save company profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile complete' })).toBeVisible();
}

/** Fills the job form's "Fill by" with a day `days` ahead (a job says when the company means to have hired). */
export async function fillBy(page: Page, days = 30): Promise<void> {
  await page.getByLabel('Fill by').fill(new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
}

/** Posts a remote internship with the given title; resolves with the new job's id. */
export async function postJob(page: Page, title: string): Promise<string> {
  await page.goto('/company/jobs/create');
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Description').fill('Work with the team on real features.');
  await page.getByLabel('Job category').selectOption('Web & Mobile Dev');
  await page.getByLabel('Level').selectOption('Internship');
  await page.getByLabel('Work mode').selectOption('remote');
  await page.getByLabel('Employment type').selectOption('Internship');
  await page.getByLabel('Experience').selectOption('No experience');
  await page.getByLabel('Salary minimum').fill('300');
  await page.getByLabel('Salary maximum').fill('600');
  await fillBy(page);
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(page).toHaveURL(/\/company\/jobs\/(?!create)[^/]+$/, { timeout: 20_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
}
