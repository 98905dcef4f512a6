import { expect, test } from '../fixtures';
import { BOTH } from '../backend';

/*
 * The three searches that once gave wrong answers, in the browser on both backends, over the seeded demo data:
 * a job search counts every word, a back-office name search finds any word whatever its case and accents, and
 * discovery keeps one filter bar that "Clear filters" clears.
 */

test('a job search counts every word of the search, whatever its case', BOTH, async ({ talentPage: page }) => {
  const results = page.getByRole('region', { name: 'Job results' });

  await page.goto(`/talent-dashboard/jobs?q=${encodeURIComponent('junior developer')}`);
  await expect(results.getByRole('link', { name: 'Junior Web Developer', exact: true })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Junior Frontend Developer', exact: true })).toBeVisible();
  // "Developer" alone would also find the backend, mobile and React Native jobs.
  await expect(results.getByRole('article')).toHaveCount(2);

  await page.goto(`/talent-dashboard/jobs?q=${encodeURIComponent('DATA ANALYST')}`);
  await expect(results.getByRole('link', { name: 'Data Analyst', exact: true })).toBeVisible();
  await expect(results.getByRole('article')).toHaveCount(1);

  // No job is a junior data analyst one: the longest word alone ("analyst") would have found the Data Analyst.
  await page.goto(`/talent-dashboard/jobs?q=${encodeURIComponent('junior data analyst')}`);
  await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
  await expect(results.getByRole('article')).toHaveCount(0);
});

test(
  'the back office finds a talent by any word of the name, ignoring case and accents',
  BOTH,
  async ({ adminPage: admin }) => {
    for (const query of ['tomas', 'RIVERA']) {
      await admin.goto('/backoffice/talents');
      await admin.getByLabel('Email or name').fill(query);
      await admin.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(admin).toHaveURL(/[?&]q=/);
      const list = admin.getByRole('list', { name: 'Talents' });
      await expect(list.getByRole('link', { name: 'Tomás Rivera' })).toBeVisible();
      await expect(list.locator(':scope > li')).toHaveCount(1);
    }
  },
);

test(
  'discovery keeps one filter bar through searches, and "Clear filters" clears it and the list',
  BOTH,
  async ({ companyPage: company }) => {
    await company.goto('/company/assessments');
    const filters = company.getByRole('search', { name: 'Filter talents' });
    await filters.getByLabel('Category', { exact: true }).selectOption('Web Developer');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(company).toHaveURL(/[?&]role=Web(\+|%20)Developer/);
    const list = company.getByRole('list', { name: 'Talents' });
    await expect(list.locator(':scope > li').first()).toBeVisible();
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(company.getByRole('search', { name: 'Filter talents' })).toHaveCount(1);
    await expect(company.getByLabel('Category', { exact: true })).toHaveCount(1);
    // Each talent card (the list's own items, not the skill lists inside them) is a web developer's.
    for (const item of await list.locator(':scope > li').all()) await expect(item).toContainText('Web Developer');

    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(company).not.toHaveURL(/role=/);
    await expect(company.getByRole('search', { name: 'Filter talents' })).toHaveCount(1);
    await expect(company.getByLabel('Category', { exact: true })).toHaveValue('');
    await expect(company.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
    await expect(list.getByRole('link', { name: /^View profile of / }).first()).toBeVisible();
  },
);
