import { BOTH } from '../backend';
import { expect, test, uniqueEmail } from '../fixtures';
import { jobPostingProblems } from '../../helpers/job-posting-check';

/*
 * The seeded jobs: "Backend Developer (Node.js)" is open (deadline in 30 days), "QA Intern" closed, and "Technical
 * Writer" past its deadline (the schedule that would close it is off in the test runs).
 */
const OPEN = '/jobs/demo-job-05';

test('a signed-out visitor reads a job, clicks Apply, signs up and lands back on the job', BOTH, async ({ page }) => {
  await page.goto(OPEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Backend Developer (Node.js)' })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(jobPostingProblems(JSON.parse(jsonLd ?? 'null'))).toEqual([]);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    /^Backend Developer \(Node\.js\) at /,
  );

  await page.getByRole('link', { name: 'Apply now' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-up\?next=/);
  await page.getByLabel('Full name', { exact: true }).fill('Pat Visitor');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('public-job'));
  await page.getByLabel('Password', { exact: true }).fill('e2e-password-1');
  await page.getByLabel('Job-seeker category', { exact: true }).selectOption({ label: 'Web Developer' });
  await page.getByRole('button', { name: 'Create talent account', exact: true }).click();
  await expect(page).toHaveURL(/\/talent-dashboard\/jobs\/demo-job-05$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Backend Developer (Node.js)' })).toBeVisible();
});

test('closed and expired jobs say so, offer no Apply and are not in the sitemap', BOTH, async ({ page, request }) => {
  await page.goto('/jobs/demo-job-01');
  await expect(page.getByText('This job is closed and no longer accepts applications.')).toBeVisible();
  await page.goto('/jobs/demo-job-04');
  await expect(page.getByText(/^The application deadline passed on /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${OPEN}</loc>`);
  expect(sitemap).not.toMatch(/\/jobs\/demo-job-0[14]</);
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});
