import type { Page } from '@playwright/test';
import { expect, signUp, test } from '../fixtures';
import { makePng } from './files';
import { completeCompanyProfile, postJob } from './company-steps';
import { verifyCompanyAsAdmin } from '../backoffice/steps';

/** The talent's search result for a keyword: exactly one job card. */
async function findJobCard(talent: Page, keyword: string) {
  await talent.goto('/talent-dashboard/jobs');
  const results = talent.getByRole('region', { name: 'Job results' });
  await talent.getByLabel('Search jobs').fill(keyword);
  await talent.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results.getByRole('article')).toHaveCount(1);
  return results.getByRole('article');
}

test("a company's logo shows on its job cards, and a new name and logo replace the old ones there", async ({
  page: company,
  talentPage,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const keyword = `brandjob${stamp}`;
  const firstName = `Brand Co ${stamp}`;
  const newName = `Rebranded ${stamp}`;

  await signUp(company, 'company', { name: firstName });
  // Only a verified company's jobs reach talents.
  await verifyCompanyAsAdmin(browser, firstName);
  await completeCompanyProfile(company, firstName, [37, 99, 235]);
  await postJob(company, `Design Intern ${keyword}`);

  let card = await findJobCard(talentPage, keyword);
  await expect(card).toContainText(firstName);
  const firstLogo = await card.locator('img').getAttribute('src');
  // Stored in the company folder (the src is next/image's, with the file's URL encoded in it).
  expect(firstLogo).toMatch(/companies(%2F|\/)/);

  // Renaming and a new logo: both reach the job the company already posted.
  await company.goto('/company/profile');
  await company.getByLabel('Company name').fill(newName);
  await company.getByRole('button', { name: 'Save company profile' }).click();
  await expect(company.getByText('Company profile saved.')).toBeVisible();
  await company
    .getByLabel('Logo file')
    .setInputFiles({ name: 'new-logo.png', mimeType: 'image/png', buffer: makePng(64, [220, 38, 38]) });
  await expect(company.getByText('Logo saved.')).toBeVisible();

  card = await findJobCard(talentPage, keyword);
  await expect(card).toContainText(newName);
  await expect(card).not.toContainText(firstName);
  const newLogo = await card.locator('img').getAttribute('src');
  expect(newLogo).toMatch(/companies(%2F|\/)/);
  expect(newLogo).not.toBe(firstLogo);
});
