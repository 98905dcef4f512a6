import type { Browser, Page } from '@playwright/test';
import { makePdf, makePng } from '../profile/files';
import { expect, signUp, test } from '../fixtures';
import { verifyCompanyAsAdmin } from '../backoffice/steps';
import { fillBy } from '../profile/company-steps';

/*
 * One hire from both sides, with accounts of its own (so a retry on the same data starts clean): a new company
 * completes its profile and posts a job with a unique keyword; a new talent finds it by that keyword and by
 * filters, applies with a PDF uploaded on the spot, and follows its application; the company shortlists the
 * talent, then closes the job; a second new talent opening the job is told it is closed.
 */

/** A page in a fresh context (nobody signed in) whose uncaught errors fail the test, as the `page` fixture's do. */
async function freshPage(browser: Browser, errors: string[]): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (err) => errors.push(err.stack ?? err.message));
  return page;
}

test('a company hires through the marketplace: post, find, apply with a CV, shortlist, close', async ({
  page: company,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const keyword = `storyjob${stamp}`;
  const title = `Platform Intern ${keyword}`;
  const companyName = `Story Labs ${stamp}`;
  const talentName = `Story Talent ${stamp}`;
  const errors: string[] = [];

  // The company signs up and completes its profile: the setup banner goes away.
  await signUp(company, 'company', { name: companyName });
  // The back office verifies the company, so its jobs go live for talents.
  await verifyCompanyAsAdmin(browser, companyName);
  await company.goto('/company/profile');
  await company
    .getByLabel('Logo file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(64, [180, 83, 9]) });
  await expect(company.getByRole('img', { name: `${companyName} logo` })).toBeVisible();
  await company.getByLabel('About').fill('We build the platform the story runs on.');
  await company.getByLabel('Company size').selectOption('11 - 50');
  await company.getByLabel('Company type').selectOption('Software Development');
  await company.getByRole('checkbox', { name: 'Web Design' }).check();
  await company.getByLabel('Location').fill('Accra');
  await company.getByRole('button', { name: 'Save company profile' }).click();
  await expect(company.getByRole('heading', { name: 'Profile complete' })).toBeVisible();

  // It posts a job whose title carries the unique keyword.
  await company.goto('/company/jobs/create');
  await expect(company.getByRole('region', { name: 'Complete your company profile' })).toHaveCount(0);
  await company.getByLabel('Job title').fill(title);
  await company.getByLabel('Description').fill('Ship features with the platform team.');
  await company.getByLabel('Job category').selectOption('Web & Mobile Dev');
  await company.getByLabel('Level').selectOption('Internship');
  await company.getByLabel('Work mode').selectOption('remote');
  await company.getByLabel('Employment type').selectOption('Internship');
  await company.getByLabel('Experience').selectOption('No experience');
  await company.getByLabel('Salary minimum').fill('400');
  await company.getByLabel('Salary maximum').fill('900');
  await company.getByLabel('Skills', { exact: true }).fill('React');
  await company.getByLabel('Skills', { exact: true }).press('Enter');
  await fillBy(company);
  await company.getByRole('button', { name: 'Post job' }).click();
  await expect(company).toHaveURL(/\/company\/jobs\/(?!create)[^/]+$/, { timeout: 20_000 });
  const jobId = new URL(company.url()).pathname.split('/').pop()!;

  // A new talent finds it by the keyword...
  const talent = await freshPage(browser, errors);
  await signUp(talent, 'talent', { name: talentName });
  await talent.goto('/talent-dashboard/jobs');
  const results = talent.getByRole('region', { name: 'Job results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  await talent.getByLabel('Search jobs').fill(keyword);
  await talent.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('link', { name: title })).toBeVisible();
  await expect(results.getByRole('article')).toContainText(companyName);

  // ...and by filters alone (the newest job matching them is on the first page).
  await talent.goto('/talent-dashboard/jobs');
  await talent.getByLabel('Job category').selectOption('Web & Mobile Dev');
  await expect(talent).toHaveURL(/category=Web/);
  await talent.getByLabel('Level').selectOption('Internship');
  await expect(talent).toHaveURL(/level=Internship/);
  await talent.getByLabel('Work mode').selectOption('remote');
  await expect(talent).toHaveURL(/workMode=remote/);
  await results.getByRole('link', { name: title }).click();
  await expect(talent.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // It applies with a PDF uploaded in the dialog (it has no CV on its profile).
  await talent.getByRole('button', { name: 'Apply now' }).click();
  const apply = talent.getByRole('dialog', { name: `Apply to ${title}` });
  await apply.getByLabel('Cover note (optional)').fill('I ship small features fast.');
  await apply.getByLabel('CV for this application (optional) file').setInputFiles({
    name: 'story-cv.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf('Story Talent CV'),
  });
  await expect(apply.getByText('Uploaded story-cv.pdf')).toBeVisible();
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(apply).toBeHidden();
  const panel = talent.getByRole('region', { name: 'Your application' });
  await expect(panel.getByText('Applied', { exact: true })).toBeVisible();

  await talent.goto('/talent-dashboard/applied-jobs');
  const card = talent.getByRole('article', { name: title });
  await expect(card).toContainText(companyName);
  await expect(card.getByText('Applied', { exact: true })).toBeVisible();

  // The company sees the applicant with the uploaded CV and shortlists them.
  await company.goto(`/company/jobs/${jobId}`);
  const applied = company.getByRole('region', { name: /^Applied/ });
  await expect(applied.getByRole('listitem', { name: talentName })).toBeVisible();
  await applied.getByRole('button', { name: `View profile of ${talentName}` }).click();
  const profile = company.getByRole('dialog', { name: talentName });
  await expect(profile.getByText('I ship small features fast.')).toBeVisible();
  const cvLink = profile.getByRole('link', { name: /CV/ });
  await expect(cvLink).toHaveAttribute('href', /story-cv\.pdf/);
  const cv = await company.request.get((await cvLink.getAttribute('href'))!);
  expect(cv.status()).toBe(200);
  expect((await cv.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await profile.getByRole('button', { name: 'Close' }).click();

  // The talent watches the job page while the company moves the application: the stage updates live.
  await talent.goto(`/talent-dashboard/jobs/${jobId}`);
  await expect(panel.getByText('Applied', { exact: true })).toBeVisible();
  await applied.getByRole('button', { name: `Move ${talentName}` }).click();
  const move = company.getByRole('dialog', { name: `Move ${talentName}` });
  await move.getByLabel('New stage').selectOption('shortlisted');
  await move.getByRole('button', { name: 'Move applicant' }).click();
  await expect(move).toBeHidden();
  await expect(
    company.getByRole('region', { name: /^Shortlisted/ }).getByRole('listitem', { name: talentName }),
  ).toBeVisible();
  await expect(panel.getByText('Applied · Shortlisted', { exact: true })).toBeVisible();
  await talent.goto('/talent-dashboard/applied-jobs');
  await expect(card.getByText('Shortlisted', { exact: true })).toBeVisible();

  // The company closes the job.
  await company.goto('/company/jobs');
  await company
    .getByRole('main')
    .getByRole('button', { name: `Close ${title}` })
    .click();
  await company.getByRole('dialog', { name: 'Close this job?' }).getByRole('button', { name: 'Close job' }).click();
  await expect(company.getByRole('main').getByRole('link', { name: title, exact: true })).toBeHidden();

  // A second new talent no longer finds it, and opening it says why it cannot apply.
  const late = await freshPage(browser, errors);
  await signUp(late, 'talent', { name: `Late Talent ${stamp}` });
  await late.goto(`/talent-dashboard/jobs?q=${keyword}`);
  await expect(late.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
  await late.goto(`/talent-dashboard/jobs/${jobId}`);
  await expect(late.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(late.getByText('This job is closed and no longer accepts applications.')).toBeVisible();
  await expect(late.getByRole('button', { name: 'Apply now' })).toHaveCount(0);

  expect(errors, "uncaught errors in the talents' pages").toEqual([]);
  await talent.context().close();
  await late.context().close();
});
