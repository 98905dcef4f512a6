import { BOTH } from '../backend';
import { expect, signUp, test, uniqueEmail } from '../fixtures';
import { postJob } from '../profile/company-steps';

/*
 * A company of its own: the owner invites a recruiter, who joins through the link (a new account), sees the
 * company's job, and is signed out of the company area as soon as the owner removes them. The link is read from the
 * team screen (also emailed), so the same steps run on both backends.
 */
test('an owner invites a recruiter, who joins and sees the company\'s job, then loses access when removed', BOTH, async ({ page, browser }) => {
  const company = `Team Testing ${Date.now().toString(36)}`;
  await signUp(page, 'company', { name: company });
  const title = `Team role ${Date.now().toString(36)}`;
  const jobId = await postJob(page, title);

  await page.goto('/company/settings');
  await page.getByRole('link', { name: 'Manage your team' }).click();
  await expect(page).toHaveURL(/\/company\/team$/);
  await expect(page.getByRole('list', { name: 'Team members' })).toContainText('Owner');

  // An invitation sent by mistake is revoked: its link stops working.
  const mistaken = uniqueEmail('mistake');
  await page.getByLabel('Recruiter’s email').fill(mistaken);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending).toContainText(mistaken);
  await page.getByRole('button', { name: `Revoke the invitation to ${mistaken}` }).click();
  await page.getByRole('dialog', { name: 'Revoke this invitation?' }).getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(page.getByText('No pending invitations.')).toBeVisible();

  const email = uniqueEmail('recruiter');
  await page.getByLabel('Recruiter’s email').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const link = await page.getByLabel('Invitation link').inputValue();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(email);

  const recruiterContext = await browser.newContext();
  const recruiter = await recruiterContext.newPage();
  try {
    await recruiter.goto(link);
    await expect(recruiter.getByRole('heading', { name: 'Join your company’s team' })).toBeVisible();
    await expect(recruiter.getByLabel('Email', { exact: true })).toHaveValue(email);
    await recruiter.getByLabel('Your name').fill('Rae Recruiter');
    await recruiter.getByLabel('Password', { exact: true }).fill('e2e-password-1');
    await recruiter.getByRole('button', { name: 'Create account and join' }).click();
    await expect(recruiter).toHaveURL(/\/company$/, { timeout: 20_000 });

    await recruiter.goto(`/company/jobs/${jobId}`);
    await expect(recruiter.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
    // As the company's own job, with its applicants and actions, not as someone else's.
    await expect(recruiter.getByRole('link', { name: 'Edit job' })).toBeVisible();

    await page.reload();
    const members = page.getByRole('list', { name: 'Team members' });
    await expect(members).toContainText('Rae Recruiter');
    await expect(members).toContainText('Recruiter');
    await page.getByRole('button', { name: 'Remove Rae Recruiter' }).click();
    await page.getByRole('dialog', { name: 'Remove this member?' }).getByRole('button', { name: 'Remove from team' }).click();
    await expect(members).not.toContainText('Rae Recruiter');

    // The open company area follows the membership: the removed recruiter is sent to the sign-in page.
    await expect(recruiter).toHaveURL(/\/company\/auth\/login/, { timeout: 20_000 });
  } finally {
    await recruiterContext.close();
  }
});
