/**
 * Skill assessments in the browser. Fresh talents take the seeded assessments; the spec knows the right
 * answers from the seed's bank files (server side), never from anything the browser received, and checks that no
 * response the talent's browser gets during an attempt carries an answer key.
 */
import type { Page, Response } from '@playwright/test';
import { DEMO_BANKS } from '../../../server/seed/assessment-banks';
import { expectNoSeriousViolations } from '../a11y/axe';
import { expect, signUp, test } from '../fixtures';
import { BOTH } from '../backend';

const bankOf = (id: string) => DEMO_BANKS.find((b) => b.id === id)!;

/** The right option texts of a question, looked up by its text in the seed's bank. */
function rightOptions(bankId: string, text: string): string[] {
  const question = bankOf(bankId).questions.find((q) => q.text === text);
  if (!question) throw new Error(`unknown question: ${text}`);
  return question.correct.map((i) => question.options[i]);
}

/** Every JSON/text body the page receives (the realtime stream excepted: it never ends). */
function recordResponses(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('event-stream') || !/json|text\/plain/.test(type)) return;
    response.text().then(
      (body) => bodies.push(body),
      () => undefined,
    );
  });
  return bodies;
}

async function answerCurrent(page: Page, bankId: string, right: boolean) {
  const legend = page.getByRole('group', { name: /^Question \d+ of \d+$/ });
  const text = (await legend.locator('p').first().textContent())!.trim();
  const options = legend.locator('label');
  const labels = (await options.allTextContents()).map((t) => t.trim());
  const wanted = right ? rightOptions(bankId, text) : [labels.find((l) => !rightOptions(bankId, text).includes(l))!];
  for (const option of wanted) {
    // Each choice is saved on the server before the spec moves on (a reload must find it there).
    const saved = page.waitForResponse((r) => r.url().includes('/api/trusted/assessment-answer') && r.ok());
    await legend.getByLabel(option, { exact: true }).check();
    await saved;
  }
  await expect(page.getByText('Answer saved.')).toBeVisible();
}

/**
 * axe once the route-change progress bar (NProgress, shared layout) is gone: its `role="bar"` is itself a
 * critical axe finding while a navigation is under way, whichever screen it runs on.
 */
async function checkA11y(page: Page, label: string) {
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expectNoSeriousViolations(page, label);
}

const secondsLeft = async (page: Page) => {
  const [m, s] = (await page.getByTestId('time-left').textContent())!.split(':').map(Number);
  return m * 60 + s;
};

test(
  'a talent takes an assessment, reloads halfway without losing answers or time, passes, and companies see the badge',
  BOTH,
  async ({ page, companyPage }) => {
    test.setTimeout(180_000);
    const name = `Assessed Talent ${Date.now().toString(36)}`;
    await signUp(page, 'talent', { name });
    const bodies = recordResponses(page);

    await page.goto('/talent-dashboard/assessments');
    await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
    await page.getByLabel('Search by skill').fill('React');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'View and start: React fundamentals' }).click();
    await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible();
    await page.getByRole('button', { name: 'Start the assessment' }).click();

    const map = page.getByRole('navigation', { name: 'Question map' });
    await expect(map.getByRole('button')).toHaveCount(10);
    await checkA11y(page, 'an attempt in progress');
    for (let i = 0; i < 5; i += 1) {
      await answerCurrent(page, 'react-fundamentals', true);
      await page.getByRole('button', { name: 'Next' }).click();
    }
    const before = await secondsLeft(page);
    expect(before).toBeLessThanOrEqual(15 * 60);

    // A reload keeps the answers and the clock (the deadline is the server's).
    await page.reload();
    await expect(map.getByRole('button', { name: /answered$/ })).toHaveCount(10);
    await expect(map.getByRole('button', { name: /, answered$/ })).toHaveCount(5);
    const after = await secondsLeft(page);
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThan(before - 60);

    // Leaving the tab is counted and shown.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(page.getByTestId('focus-losses')).toHaveText('You left this tab 1 time.');

    for (let i = 5; i < 10; i += 1) {
      await map.getByRole('button', { name: `Question ${i + 1}, not answered` }).click();
      await answerCurrent(page, 'react-fundamentals', true);
    }
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByTestId('score')).toHaveText('100%');
    await expect(page.getByText('✓ Passed: React verified')).toBeVisible();
    await checkA11y(page, 'the result');

    // No response during the attempt carried a key: no `correct` field, no explanation, no option order.
    expect(bodies.length).toBeGreaterThan(10);
    for (const body of bodies) expect(body).not.toMatch(/"correct"|"explanation"|"order"|server\/order/);

    // The badge on the talent's own profile.
    await page.goto('/talent-dashboard/profile');
    await expect(page.getByText('(verified)').first()).toBeVisible();

    // The talent applies; the demo company sees the verified badge on the applicant card.
    await page.goto('/talent-dashboard/jobs?q=frontend');
    await page
      .getByRole('region', { name: 'Job results' })
      .getByRole('link', { name: 'Junior Frontend Developer' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Junior Frontend Developer' })).toBeVisible();
    const jobId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await companyPage.goto(`/company/jobs/${jobId}`);
    const card = companyPage.getByRole('region', { name: /^Applied/ }).getByRole('listitem', { name });
    await expect(card.getByTestId('verified-skills')).toHaveText('✓ React verified');
  },
);

test('a failed attempt shows the score and the date the assessment can be retaken', BOTH, async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, 'talent', { name: `Failing Talent ${Date.now().toString(36)}` });
  await page.goto('/talent-dashboard/assessments');
  await page.getByLabel('Search by skill').fill('SQL');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'View and start: SQL querying' }).click();
  await page.getByRole('button', { name: 'Start the assessment' }).click();
  await answerCurrent(page, 'sql-querying', false);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit with unanswered questions?' });
  await confirm.getByRole('button', { name: 'Submit now' }).click();
  await expect(page.getByTestId('score')).toHaveText('0%');
  const retake = new Date(Date.now() + 14 * 24 * 3_600_000);
  await expect(page.getByTestId('retake-date')).toContainText('You can retake it from');
  await expect(page.getByTestId('retake-date')).toContainText(String(retake.getFullYear()));
  await expect(page.getByRole('link', { name: 'jobs asking for SQL' })).toBeVisible();
  // Learning resources for the skill (the demo resources) and the result in the bell.
  const learn = page.getByRole('region', { name: 'Learn SQL' });
  await expect(learn.getByRole('link', { name: 'CS50x: Introduction to Computer Science' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take it again' })).toHaveCount(0);

  await page.goto('/talent-dashboard/assessments');
  await expect(page.getByText(/Not passed \(0%\) · retake from/).first()).toBeVisible();
});

test('an administrator imports questions from CSV (a bad file imports nothing) and sees item statistics', async ({
  adminPage,
}) => {
  test.setTimeout(120_000);
  const page = adminPage;
  const title = `CSV test ${Date.now().toString(36)}`;
  await page.goto('/backoffice/assessments');
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
  await page.getByRole('button', { name: 'New assessment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New assessment' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Skill', { exact: true }).fill('Testing');
  await dialog.getByLabel('Questions per attempt').fill('2');
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment details' })).toBeVisible();

  const header = 'question,option 1,option 2,option 3,option 4,option 5,option 6,correct,explanation,status';
  const bad = `${header}\nGood one?,Yes,No,,,,,1,,\n"Bad, key?",A,B,,,,,9,,\n`;
  await page
    .getByLabel('Import questions from a CSV file')
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await expect(page.getByTestId('csv-errors')).toContainText('Line 3:');
  await checkA11y(page, 'the question bank with CSV errors');
  await expect(page.getByText('No question yet. Add one or import a CSV file.')).toBeVisible();

  const good = [
    header,
    ...[1, 2, 3, 4].map((n) => `"Question ${n}, with a comma?",Right ${n},Wrong ${n},,,,,1,"Because ""${n}""",active`),
  ].join('\r\n');
  await page
    .getByLabel('Import questions from a CSV file')
    .setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await page.getByRole('dialog', { name: 'Import 4 questions?' }).getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Question 4, with a comma?')).toBeVisible();
  await expect(page.getByText('4 active of 4 questions')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();

  // Item statistics of a seeded assessment with real attempts, including the leaked question.
  await page.goto('/backoffice/assessments/react-fundamentals');
  const table = page.getByTestId('item-analysis');
  await expect(table).toBeVisible();
  await page.getByRole('button', { name: 'Show more questions' }).click();
  await expect(table.getByText('possibly leaked', { exact: true })).toBeVisible();
});
