import { expect, signUp, test } from '../fixtures';
import { BOTH } from '../backend';

/*
 * Fresh data so a retry or a rerun on the same demo data starts clean: a new talent applies to the demo company's
 * "Mobile Developer (Flutter)" job, then the demo company moves exactly that applicant.
 */
test('the demo company moves a new applicant to shortlisted and filters its applications by stage', BOTH, async ({ page, companyPage }) => {
  const name = `Pipeline Tester ${Date.now().toString(36)}`;
  await signUp(page, 'talent', { name });
  await page.goto('/talent-dashboard/jobs?q=flutter');
  await page.getByRole('region', { name: 'Job results' }).getByRole('link', { name: 'Mobile Developer (Flutter)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile Developer (Flutter)' })).toBeVisible();
  const jobId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('button', { name: 'Apply now' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply to Mobile Developer (Flutter)' });
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(apply).toBeHidden();

  await companyPage.goto(`/company/jobs/${jobId}`);
  await expect(companyPage.getByRole('heading', { level: 1, name: 'Mobile Developer (Flutter)' })).toBeVisible();
  const applied = companyPage.getByRole('region', { name: /^Applied/ });
  await expect(applied.getByRole('listitem', { name })).toBeVisible();
  await applied.getByRole('button', { name: `Move ${name}` }).click();
  const move = companyPage.getByRole('dialog', { name: `Move ${name}` });
  await move.getByLabel('New stage').selectOption('shortlisted');
  await move.getByRole('button', { name: 'Move applicant' }).click();
  await expect(move).toBeHidden();
  await expect(companyPage.getByRole('region', { name: /^Shortlisted/ }).getByRole('listitem', { name })).toBeVisible();
  await expect(applied.getByRole('listitem', { name })).toHaveCount(0);

  await companyPage.goto('/company/applied');
  await companyPage.getByLabel('Stage').selectOption('shortlisted');
  await expect(companyPage).toHaveURL(/[?&]stage=shortlisted/);
  const rows = companyPage.getByRole('list', { name: 'Applications' });
  await expect(rows.getByRole('listitem', { name: `${name}, Mobile Developer (Flutter)` })).toBeVisible();
  await companyPage.getByLabel('Stage').selectOption('rejected');
  await expect(companyPage).toHaveURL(/[?&]stage=rejected/);
  await expect(rows.getByRole('listitem', { name: `${name}, Mobile Developer (Flutter)` })).toHaveCount(0);
});
