/** A new talent applies to a demo job: the applicant the company-side specs then move, note and rate. */
import type { Page } from '@playwright/test';
import { expect, signUp, type NewAccount } from '../fixtures';

/**
 * A new talent named `name` signs up on `page` and applies to the demo company's Flutter job; with `signal`, as one
 * of its priority applications of the month.
 */
export async function applyAsNewTalent(
  page: Page,
  name: string,
  { signal = false } = {},
): Promise<{ jobId: string; account: NewAccount }> {
  const account = await signUp(page, 'talent', { name });
  await page.goto('/talent-dashboard/jobs?q=flutter');
  await page
    .getByRole('region', { name: 'Job results' })
    .getByRole('link', { name: 'Mobile Developer (Flutter)' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile Developer (Flutter)' })).toBeVisible();
  const jobId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('button', { name: 'Apply now' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply to Mobile Developer (Flutter)' });
  if (signal) {
    await expect(apply.getByText('3 of 3 left this month.', { exact: false })).toBeVisible();
    await apply.getByRole('checkbox', { name: 'Mark as one of my priority applications' }).check();
  }
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(apply).toBeHidden();
  return { jobId, account };
}
