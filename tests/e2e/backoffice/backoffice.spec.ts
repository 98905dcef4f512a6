import { expect, signUp, test } from '../fixtures';
import { postJob } from '../profile/company-steps';
import { verifyCompany } from './steps';

/*
 * The back office: suspension refuses the next sign-in with the reason; a new company's job stays
 * hidden from talents until an administrator verifies the company; the dashboard's charts and their tables.
 */

test('an administrator finds a talent by email and suspends it; its next sign-in is refused with the reason', async ({
  browser,
  adminPage: admin,
}) => {
  const context = await browser.newContext();
  const talent = await context.newPage();
  const account = await signUp(talent, 'talent', { name: `Suspended Talent ${Date.now().toString(36)}` });
  await context.close();

  await admin.goto('/backoffice/talents');
  await admin.getByLabel('Email or name').fill(account.email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin).toHaveURL(/q=/);
  const list = admin.getByRole('list', { name: 'Talents' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('link', { name: account.name }).click();
  await expect(admin.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
  await expect(admin.getByRole('main').getByText(account.email)).toBeVisible();

  await admin.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: `Suspend ${account.name}?` });
  // No reason, no suspension.
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByLabel('Reason for the suspension')).toHaveAccessibleDescription('Give a reason.');
  await dialog.getByLabel('Reason for the suspension').fill('Fake profile reported by two companies.');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.getByRole('dialog')).toBeHidden();
  await expect(admin.getByText('Suspended: Fake profile reported by two companies.')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Audit log' })).toContainText('Suspended the account');

  const again = await browser.newContext();
  const page = await again.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    page.getByText('This account is suspended. Reason: Fake profile reported by two companies.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
  await again.close();
});

test('a new company posts a job that talents cannot see until an administrator verifies the company', async ({
  page: company,
  talentPage: talent,
  adminPage: admin,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const keyword = `reviewjob${stamp}`;
  const title = `Review Intern ${keyword}`;
  const companyName = `Review Labs ${stamp}`;
  await signUp(company, 'company', { name: companyName });
  await expect(company.getByText('Your company is awaiting review.')).toBeVisible();
  const jobId = await postJob(company, title);
  await expect(company.getByRole('main').getByText('Awaiting review')).toBeVisible();

  const search = async () => {
    await talent.goto('/talent-dashboard/jobs');
    await talent.getByLabel('Search jobs').fill(keyword);
    await talent.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(talent).toHaveURL(new RegExp(keyword));
    return talent.getByRole('region', { name: 'Job results' });
  };
  await expect((await search()).getByRole('article')).toHaveCount(0);
  await talent.goto(`/talent-dashboard/jobs/${jobId}`);
  await expect(talent.getByRole('heading', { level: 1, name: title })).toHaveCount(0);

  await verifyCompany(admin, companyName);

  const results = await search();
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('link', { name: title })).toBeVisible();
  await expect(results.getByRole('article')).toContainText('Verified company');
  await company.goto('/company');
  await expect(company.getByText('Your company is awaiting review.')).toHaveCount(0);
});

test('the dashboard charts render with the seeded data and their tables hold the same numbers', async ({
  adminPage: admin,
}) => {
  await admin.goto('/backoffice');
  await expect(admin.getByRole('region', { name: 'Key figures' })).toContainText('Companies awaiting review');
  const charts = ['Sign-ups per week', 'Applications by stage', 'Jobs posted per week by category'];
  for (const name of charts) {
    const panel = admin.getByRole('region', { name, exact: true });
    const chart = panel.getByRole('img');
    await expect(chart).toHaveAttribute('data-total', /^\d+$/);
    const drawn = Number(await chart.getAttribute('data-total'));
    expect(drawn, `${name} draws the seeded data`).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'Show as table' }).click();
    const table = panel.getByRole('table');
    await expect(table).toBeVisible();
    const cells = await table.locator('tbody td').allTextContents();
    expect(
      cells.map(Number).reduce((a, b) => a + b, 0),
      `${name}: the table holds the drawn numbers`,
    ).toBe(drawn);
    await panel.getByRole('button', { name: 'Show as chart' }).click();
    await expect(table).toBeHidden();
  }
  await expect(admin.getByRole('list', { name: 'Companies awaiting review' })).toContainText('Quickhire Ventures');
});
