import type { Page } from '@playwright/test';
import { expect, signUp } from '../fixtures';

/** A new talent named `name` signs up on `page` and applies to the demo company's Flutter job; answers the job's id. */
export async function applyAsNewTalent(page: Page, name: string): Promise<string> {
  await signUp(page, 'talent', { name });
  await page.goto('/talent-dashboard/jobs?q=flutter');
  await page.getByRole('region', { name: 'Job results' }).getByRole('link', { name: 'Mobile Developer (Flutter)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile Developer (Flutter)' })).toBeVisible();
  const jobId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('button', { name: 'Apply now' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply to Mobile Developer (Flutter)' });
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(apply).toBeHidden();
  return jobId;
}
