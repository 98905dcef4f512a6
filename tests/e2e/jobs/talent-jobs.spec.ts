import { expect, signUp, test } from '../fixtures';
import { BOTH } from '../backend';

/*
 * A talent of its own (so a retry or a rerun on the same data starts clean) and Ledgerly's seeded "Data Analyst".
 */
test(
  'a new talent finds a job by keyword, by filter and by place, saves it, applies, sees it under Saved and in Applied jobs and withdraws',
  BOTH,
  async ({ page }) => {
    // Eight steps across five screens: about 50 s on a loaded 2-core machine, past the 45 s default.
    test.setTimeout(120_000);
    await signUp(page, 'talent');
    await page.goto('/talent-dashboard/jobs');
    const results = page.getByRole('region', { name: 'Job results' });
    await expect(results.getByRole('article').first()).toBeVisible();

    // By keyword: the search goes into the URL and survives a reload.
    await page.getByLabel('Search jobs').fill('analyst');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=analyst/);
    await expect(results.getByRole('article')).toHaveCount(1);
    await expect(results.getByRole('link', { name: 'Data Analyst' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Search jobs')).toHaveValue('analyst');
    await expect(results.getByRole('link', { name: 'Data Analyst' })).toBeVisible();

    // Minimum pay in the searcher's own terms: the job pays up to 1,800,000 KES a year, about 1,160 USD a month.
    await page.getByLabel('Minimum pay amount').fill('1000');
    await page.getByRole('combobox', { name: 'per', exact: true }).selectOption('Monthly');
    await expect(page).toHaveURL(/salaryPeriod=Monthly/);
    await expect(results.getByRole('link', { name: 'Data Analyst' })).toBeVisible();
    await page.getByLabel('Pay currency').selectOption('EUR');
    await expect(page).toHaveURL(/salaryCurrency=EUR/);
    await expect(results.getByRole('link', { name: 'Data Analyst' })).toHaveCount(0);
    await expect(page.getByText(/^Converted at approximate rates of /)).toBeVisible();

    // By filters alone: category and level narrow the list to jobs that still include it.
    await page.goto('/talent-dashboard/jobs');
    await page.getByLabel('Job category').selectOption('It & Development');
    await expect(page).toHaveURL(/category=It/);
    await page.getByLabel('Level').selectOption('Entry Level');
    await expect(page).toHaveURL(/level=Entry/);
    await expect(results.getByRole('link', { name: 'Data Analyst' })).toBeVisible();
    await expect(results.getByRole('link', { name: 'UI Designer' })).toHaveCount(0);
    await expect(results.getByRole('link', { name: 'Data Science Intern' })).toHaveCount(0);

    // By place: Ledgerly's analyst works in Nairobi. Portugal leaves it out; Kenya, then its region, find it.
    const location = page.getByRole('group', { name: 'Location' });
    await location.getByLabel('Country').selectOption('PT');
    await expect(page).toHaveURL(/[?&]place=PT/);
    await expect(results.getByRole('link', { name: 'Data Analyst' })).toHaveCount(0);
    await location.getByLabel('Country').selectOption('KE');
    await location.getByLabel('Region').selectOption('Nairobi County');
    await expect(page).toHaveURL(/[?&]place=KE%2FNairobi(\+|%20)County/);
    await expect(results.getByRole('link', { name: 'Data Analyst' })).toBeVisible();

    // Saved for later from its card: the bookmark turns, and the job page shows it saved.
    const bookmark = results.getByRole('button', { name: 'Save Data Analyst' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

    await results.getByRole('link', { name: 'Data Analyst' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Data Analyst' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Your fit: \d of 3 skills/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ledgerly' })).toBeVisible();

    await page.getByRole('button', { name: 'Apply now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply to Data Analyst' });
    await dialog.getByLabel('Cover note (optional)').fill('I turn spreadsheets into decisions.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog).toBeHidden();
    const panel = page.getByRole('region', { name: 'Your application' });
    await expect(panel.getByText('Applied', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save Data Analyst' })).toHaveAttribute('aria-pressed', 'true');

    // Under Saved, the job no longer looks new: it says Applied and leads to the application.
    await page.goto('/talent-dashboard/jobs');
    await page.getByRole('navigation', { name: 'Job lists' }).getByRole('link', { name: 'Saved', exact: true }).click();
    await expect(page).toHaveURL(/[?&]tab=saved/);
    const saved = page.getByRole('region', { name: 'Saved jobs' }).getByRole('article', { name: 'Data Analyst' });
    await expect(saved.getByText('Applied', { exact: true })).toBeVisible();
    await saved.getByRole('link', { name: 'View application to Data Analyst' }).click();
    await expect(page).toHaveURL(/\/talent-dashboard\/applied-jobs#app-/);
    const card = page.getByRole('article', { name: 'Data Analyst' });
    await expect(card).toContainText('Ledgerly');
    await expect(card.getByRole('list', { name: 'Stage history' })).toContainText('Applied on');

    await card.getByRole('button', { name: 'Withdraw application to Data Analyst' }).click();
    const confirm = page.getByRole('dialog', { name: 'Withdraw this application?' });
    await confirm.getByRole('button', { name: 'Withdraw application' }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
  },
);

test(
  'a new talent saves its search, finds it under Saved searches, runs it and turns its alerts off',
  BOTH,
  async ({ page }) => {
    await signUp(page, 'talent');
    await page.goto('/talent-dashboard/jobs?q=analyst');
    const results = page.getByRole('region', { name: 'Job results' });
    await expect(results.getByRole('link', { name: 'Data Analyst' })).toBeVisible();

    await results.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel('Name')).toHaveValue('analyst');
    await dialog.getByLabel('Name').fill('Analyst jobs');
    await dialog.getByRole('radio', { name: /Weekly/ }).check();
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('navigation', { name: 'Job lists' }).getByRole('link', { name: 'Saved searches' }).click();
    await expect(page).toHaveURL(/[?&]tab=searches/);
    const saved = page.getByRole('region', { name: 'Saved searches' }).getByRole('article', { name: 'Analyst jobs' });
    await expect(saved).toContainText('Alerts on: weekly');
    await expect(page.getByText('1 of 10 saved searches.')).toBeVisible();

    await saved.getByRole('button', { name: 'Turn alerts off for "Analyst jobs"' }).click();
    await expect(saved).toContainText('Alerts off');

    await saved.getByRole('link', { name: 'Run "Analyst jobs"' }).click();
    await expect(page).toHaveURL(/[?&]q=analyst/);
    await expect(results.getByRole('link', { name: 'Data Analyst' })).toBeVisible();
  },
);

test(
  'a job alert unsubscribe link that is not valid says so and changes nothing, signed out',
  BOTH,
  async ({ page }) => {
    await page.goto('/job-alerts/unsubscribe?token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1, name: 'This unsubscribe link does not work' })).toBeVisible();
    await expect(page.getByText('Nothing was changed.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to manage saved searches' })).toHaveAttribute(
      'href',
      /\/auth\/login\?next=/,
    );
  },
);
