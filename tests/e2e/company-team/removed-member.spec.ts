import type { Browser, Page } from '@playwright/test';
import { BOTH } from '../backend';
import { expect, test, uniqueEmail } from '../fixtures';

/*
 * Who acts for a company is its team: a recruiter's open tabs, one on the company's conversation with an applicant
 * (her contact details and messages), one on a job's applicants, lose both the moment the owner takes the recruiter
 * off the team, without a reload. Same steps on both backends (the invitation link is read from the team screen).
 */

/** The owner invites a new address; its holder joins through the link in a browser of its own. */
async function joinedRecruiter(owner: Page, browser: Browser, name: string) {
  await owner.goto('/company/team');
  const email = uniqueEmail('leaver');
  await owner.getByLabel('Recruiter’s email').fill(email);
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`We emailed an invitation to ${email}.`)).toBeVisible();
  const link = await owner.getByLabel('Invitation link').inputValue();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('e2e-password-1');
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page).toHaveURL(/\/company$/, { timeout: 20_000 });
  return { context, page };
}

test(
  'a recruiter taken off the team loses the open conversation and applicants at once',
  BOTH,
  async ({ browser, companyPage: owner }) => {
    test.setTimeout(120_000);
    const name = `Lee Leaver ${Date.now().toString(36)}`;
    const { context, page: messages } = await joinedRecruiter(owner, browser, name);
    try {
      // One tab on the company's conversation with its applicant, another on the job's applicants.
      await messages.goto('/company/messages');
      await messages.getByRole('button', { name: /Amara Okafor/ }).click();
      const thread = messages.getByRole('log', { name: 'Messages with Amara Okafor' });
      await expect(thread).toContainText('invite you to an interview', { timeout: 20_000 });
      const pipeline = await context.newPage();
      await pipeline.goto('/company/jobs/demo-job-02');
      const applicant = pipeline.getByRole('listitem', { name: 'Amara Okafor' }).first();
      await expect(applicant).toBeVisible({ timeout: 20_000 });

      await owner.goto('/company/team');
      await owner.getByRole('button', { name: `Remove ${name}` }).click();
      await owner
        .getByRole('dialog', { name: 'Remove this member?' })
        .getByRole('button', { name: 'Remove from team' })
        .click();
      await expect(owner.getByRole('list', { name: 'Team members' })).not.toContainText(name);

      // Neither tab is reloaded: both lose what was the company's and land on the sign-in page.
      await expect(thread).toHaveCount(0, { timeout: 10_000 });
      await expect(applicant).toHaveCount(0, { timeout: 10_000 });
      await expect(messages.getByText('Amara Okafor')).toHaveCount(0);
      await expect(messages).toHaveURL(/\/company\/auth\/login/);
      await expect(pipeline).toHaveURL(/\/company\/auth\/login/);
      // Opened again, the company's messages stay closed to the account: it is on no team.
      await messages.goto('/company/messages');
      await expect(messages).toHaveURL(/\/company\/auth\/login/, { timeout: 20_000 });
    } finally {
      await context.close();
    }
  },
);
