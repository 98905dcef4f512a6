import { expect, signUp, test } from '../fixtures';
import { openCompany, verifyEmailFromMailbox } from '../backoffice/steps';

/*
 * Every action happens once: a double click on "Send application" makes one application, and a double click on
 * the back office's "Verify" one audit entry, with no error toast either time.
 */

test('a double click on Send application applies once, without an error', async ({ page }) => {
  await signUp(page, 'talent');
  await page.goto('/talent-dashboard/jobs?q=analyst');
  await page.getByRole('region', { name: 'Job results' }).getByRole('link', { name: 'Data Analyst' }).click();
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply to Data Analyst' });
  await dialog.getByRole('button', { name: 'Send application' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Your application' }).getByText('Applied', { exact: true }),
  ).toBeVisible();
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);

  await page.goto('/talent-dashboard/applied-jobs');
  await expect(page.getByRole('article', { name: 'Data Analyst' })).toHaveCount(1);
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);
});

test('a double click on Verify verifies once: one audit entry, no error', async ({
  page: company,
  adminPage: admin,
}) => {
  const companyName = `Double Click Labs ${Date.now().toString(36)}`;
  const account = await signUp(company, 'company', { name: companyName });
  // The back office reviews a company once its email is verified: the company opens its link first.
  await verifyEmailFromMailbox(company, account.email);
  await openCompany(admin, companyName);
  await admin.getByRole('button', { name: 'Verify', exact: true }).click();
  await admin
    .getByRole('dialog', { name: `Verify ${companyName}?` })
    .getByRole('button', { name: 'Verify' })
    .dblclick();
  await expect(admin.getByRole('dialog')).toBeHidden();
  await expect(admin.getByRole('main').getByText('Verified', { exact: true })).toBeVisible();
  await admin.reload();
  const log = admin.getByRole('region', { name: 'Audit log' });
  await expect(log.getByText('Verified the company')).toHaveCount(1);
  await expect(admin.locator('.Toastify__toast--error')).toHaveCount(0);
});
