/**
 * The back office's list of open entry-level jobs asking for more experience than such a job may: read only when
 * opened, served by the same query and index on both engines. The demo data follows the checks, so it is empty.
 */
import { expect, test } from '../fixtures';
import { BOTH } from '../backend';

test('an administrator opens the jobs to check below the companies', BOTH, async ({ adminPage: admin }) => {
  await admin.goto('/backoffice/companies');
  await expect(admin.getByRole('list', { name: 'Companies' })).toBeVisible();
  await admin.getByText('Jobs to check', { exact: true }).click();
  await expect(admin.getByText('No open entry-level job asks for more than 1 - 3 years.')).toBeVisible();
  await expect(admin.getByText(/insufficient permissions|index/i)).toHaveCount(0);
});
