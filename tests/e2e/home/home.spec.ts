import type { Browser, Page } from '@playwright/test';
import { expect, signUp, test } from '../fixtures';
import { verifyCompanyAsAdmin } from '../backoffice/steps';
import { fillBy } from '../profile/company-steps';

/*
 * Both homes from fresh accounts (a rerun on the same data starts clean): a new company posts a job asking for a
 * unique skill; three new talents with that skill see it recommended, apply, and see their application by stage;
 * the company answers two of them; its home then shows the counts, the latest applicants and its reply time,
 * which talents also read on its job.
 */

async function freshPage(browser: Browser, errors: string[]): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (err) => errors.push(err.stack ?? err.message));
  return page;
}

/** Onboarding as a Web Developer with the given skill, no CV. */
async function onboard(page: Page, skill: string) {
  const dialog = page.getByRole('dialog', { name: 'Set up your profile' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  const skills = dialog.getByRole('textbox', { name: 'Skills' });
  await skills.fill(skill);
  await skills.press('Enter');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(dialog).toBeHidden();
}

test('the homes: recommended jobs and stages for talents; counts, applicants and reply time for companies', async ({
  page: company,
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const skill = `homeskill${stamp}`;
  const title = `Home Intern ${stamp}`;
  const errors: string[] = [];

  await signUp(company, 'company', { name: `Home Labs ${stamp}` });
  // Only a verified company's jobs reach talents.
  await verifyCompanyAsAdmin(browser, `Home Labs ${stamp}`);
  const glance = company.getByRole('region', { name: 'At a glance' });
  await expect(glance.getByRole('definition').first()).toHaveText('0');
  await expect(glance).toContainText('Not shown yet');
  await expect(company.getByText('Post a job to see available talents who match it.')).toBeVisible();

  await company.getByRole('link', { name: 'Post a job' }).first().click();
  await company.getByLabel('Job title').fill(title);
  await company.getByLabel('Description').fill('Build the homes of the marketplace.');
  await company.getByLabel('Job category').selectOption('Web & Mobile Dev');
  await company.getByLabel('Level').selectOption('Internship');
  await company.getByLabel('Work mode').selectOption('remote');
  await company.getByLabel('Employment type').selectOption('Internship');
  await company.getByLabel('Experience').selectOption('No experience');
  await company.getByLabel('Salary minimum').fill('400');
  await company.getByLabel('Salary maximum').fill('900');
  await company.getByLabel('Skills', { exact: true }).fill(skill);
  await company.getByLabel('Skills', { exact: true }).press('Enter');
  await fillBy(company);
  await company.getByRole('button', { name: 'Post job' }).click();
  await expect(company).toHaveURL(/\/company\/jobs\/(?!create)[^/]+$/, { timeout: 20_000 });
  const jobId = new URL(company.url()).pathname.split('/').pop()!;

  const names = ['Ana', 'Ben', 'Cleo'].map((n) => `${n} Home ${stamp}`);
  const talents: Page[] = [];
  for (const name of names) {
    const talent = await freshPage(browser, errors);
    await signUp(talent, 'talent', { name });
    await onboard(talent, skill);
    const recommended = talent.getByRole('list', { name: 'Recommended jobs' });
    const card = recommended.getByRole('article', { name: title });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText(`Matches your skills: ${skill}`);
    await expect(talent.getByText('You have not applied to a job yet.')).toBeVisible();

    await card.getByRole('link', { name: title }).click();
    await talent.getByRole('button', { name: 'Apply now' }).click();
    const apply = talent.getByRole('dialog', { name: `Apply to ${title}` });
    await apply.getByRole('button', { name: 'Send application' }).click();
    await expect(apply).toBeHidden();

    await talent.goto('/talent-dashboard');
    await expect(talent.getByRole('list', { name: 'Applications by stage' })).toHaveText('1Applied');
    await expect(
      talent.getByRole('list', { name: 'Recommended jobs' }).getByRole('article', { name: title }),
    ).toHaveCount(0);
    talents.push(talent);
  }

  // The company answers two of the three: its first responses, each asking the server for a new figure.
  let refreshes = 0;
  company.on('response', (response) => {
    if (response.url().includes('/api/trusted/response-stats') && response.ok()) refreshes += 1;
  });
  await company.goto(`/company/jobs/${jobId}`);
  const applied = company.getByRole('region', { name: /^Applied/ });
  for (const name of names.slice(0, 2)) {
    await applied.getByRole('button', { name: `Move ${name}` }).click();
    const move = company.getByRole('dialog', { name: `Move ${name}` });
    await move.getByLabel('New stage').selectOption('reviewing');
    await move.getByRole('button', { name: 'Move applicant' }).click();
    await expect(move).toBeHidden();
  }

  // Two moves: one refresh at once, and one after the other (or after a short cooldown when they come close together).
  await expect.poll(() => refreshes, { timeout: 20_000 }).toBe(2);
  await company.goto('/company');
  await expect(glance).toContainText('Active jobs1');
  await expect(glance).toContainText('New applicants, last 7 days3');
  await expect(glance).toContainText('Replies within an hour');
  await expect(glance).toContainText('Answered 2 of your last 3 applicants.');
  const latest = company.getByRole('list', { name: 'Latest applicants' });
  await expect(latest.getByRole('link')).toHaveText([...names].reverse());
  await expect(company.getByRole('heading', { name: 'Talents in Web Developer' })).toBeVisible();
  await expect(company.getByRole('link', { name: 'All Web Developer talents' })).toHaveAttribute(
    'href',
    '/company/assessments?role=Web%20Developer',
  );

  const ana = talents[0];
  await ana.goto('/talent-dashboard');
  await expect(ana.getByRole('list', { name: 'Applications by stage' })).toHaveText('1Reviewing');
  await ana.goto(`/talent-dashboard/jobs?q=${skill}`);
  await expect(ana.getByRole('article', { name: title })).toContainText('Usually replies within an hour');
  await ana.goto(`/talent-dashboard/jobs/${jobId}`);
  await expect(ana.getByRole('region', { name: `Home Labs ${stamp}` })).toContainText('Usually replies within an hour');

  expect(errors, 'uncaught errors in the talent pages').toEqual([]);
});
