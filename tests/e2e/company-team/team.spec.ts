import { expectNoSeriousViolations } from '../a11y/axe';
import { BOTH } from '../backend';
import { expect, test, uniqueEmail } from '../fixtures';
import { applyAsNewTalent } from '../jobs/apply-steps';

/*
 * The demo company's owner invites a recruiter, who joins through the link (a new account), sees the company's job
 * and its applicants, moves one (the audit names the recruiter, not the company) and notes them, and is signed out
 * of the company area as soon as the owner removes them. The link is read from the team screen (also emailed), so
 * the same steps run on both backends.
 */
test(
  'an owner invites a recruiter, who joins, moves an applicant in their own name, then loses access when removed',
  BOTH,
  async ({ page, browser, companyPage: owner, adminPage: admin }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const applicant = `Team Applicant ${stamp}`;
    const recruiterName = `Rae Recruiter ${stamp}`;
    const { jobId, account } = await applyAsNewTalent(page, applicant);

    await owner.goto('/company/settings');
    await owner.getByRole('link', { name: 'Manage your team' }).click();
    await expect(owner).toHaveURL(/\/company\/team$/);
    await expect(owner.getByRole('list', { name: 'Team members' })).toContainText('Owner');

    // An invitation sent by mistake is revoked: its link stops working.
    const mistaken = uniqueEmail('mistake');
    await owner.getByLabel('Recruiter’s email').fill(mistaken);
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    const pending = owner.getByRole('list', { name: 'Pending invitations' });
    await expect(pending).toContainText(mistaken);
    await owner.getByRole('button', { name: `Revoke the invitation to ${mistaken}` }).click();
    const revoke = owner.getByRole('dialog', { name: 'Revoke this invitation?' });
    await expect(revoke).toBeVisible();
    await expectNoSeriousViolations(owner, 'the team screen with its revoke dialog');
    await revoke.getByRole('button', { name: 'Revoke invitation' }).click();
    await expect(pending.getByText(mistaken)).toHaveCount(0);

    const email = uniqueEmail('recruiter');
    await owner.getByLabel('Recruiter’s email').fill(email);
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText(`We emailed an invitation to ${email}.`)).toBeVisible();
    const link = await owner.getByLabel('Invitation link').inputValue();
    await expect(pending).toContainText(email);
    await expectNoSeriousViolations(owner, 'the team screen with a pending invitation');

    const recruiterContext = await browser.newContext();
    const recruiter = await recruiterContext.newPage();
    try {
      await recruiter.goto(link);
      await expect(recruiter.getByRole('heading', { name: 'Join your company’s team' })).toBeVisible();
      await expect(recruiter.getByLabel('Email', { exact: true })).toHaveValue(email);
      await expectNoSeriousViolations(recruiter, 'the invitation page');
      await recruiter.getByLabel('Your name').fill(recruiterName);
      await recruiter.getByLabel('Password', { exact: true }).fill('e2e-password-1');
      await recruiter.getByRole('button', { name: 'Create account and join' }).click();
      await expect(recruiter).toHaveURL(/\/company$/, { timeout: 20_000 });

      // The company's job as its own, with its applicants and actions, not as someone else's.
      await recruiter.goto(`/company/jobs/${jobId}`);
      await expect(recruiter.getByRole('heading', { level: 1, name: 'Mobile Developer (Flutter)' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(recruiter.getByRole('link', { name: 'Edit job' })).toBeVisible();
      const applied = recruiter.getByRole('region', { name: /^Applied/ });
      await applied.getByRole('checkbox', { name: `Select ${applicant}` }).check();
      await recruiter
        .getByRole('region', { name: 'Selected applicants' })
        .getByRole('button', { name: 'Move to…' })
        .click();
      const move = recruiter.getByRole('dialog', { name: `Move ${applicant}` });
      await move.getByLabel('New stage').selectOption('shortlisted');
      await move.getByRole('button', { name: 'Move applicant' }).click();
      await expect(move).toBeHidden();
      const card = recruiter.getByRole('region', { name: /^Shortlisted/ }).getByRole('listitem', { name: applicant });
      await expect(card).toBeVisible();

      // A note names the recruiter who wrote it.
      await card.getByRole('button', { name: `View profile of ${applicant}` }).click();
      const panel = recruiter
        .getByRole('dialog', { name: applicant })
        .getByRole('region', { name: 'Notes and rating' });
      await panel.getByRole('textbox', { name: 'Add a note' }).fill('Shortlisted after the portfolio review.');
      await panel.getByRole('button', { name: 'Add note' }).click();
      await expect(panel.getByRole('listitem', { name: `Note by ${recruiterName}` })).toContainText(
        'Shortlisted after the portfolio review.',
      );

      // The back office's audit of the applicant names the recruiter who moved them.
      await admin.goto('/backoffice/talents');
      await admin.getByLabel('Email or name').fill(account.email);
      await admin.getByRole('button', { name: 'Search', exact: true }).click();
      await admin.getByRole('list', { name: 'Talents' }).getByRole('link', { name: applicant }).click();
      await expect(admin.getByRole('region', { name: 'Audit log' })).toContainText(`by ${recruiterName}`);

      await owner.reload();
      const members = owner.getByRole('list', { name: 'Team members' });
      await expect(members).toContainText(recruiterName);
      await expect(members).toContainText('Recruiter');
      await owner.getByRole('button', { name: `Remove ${recruiterName}` }).click();
      await owner
        .getByRole('dialog', { name: 'Remove this member?' })
        .getByRole('button', { name: 'Remove from team' })
        .click();
      await expect(members).not.toContainText(recruiterName);

      // The open company area follows the membership: the removed recruiter is sent to the sign-in page, and the
      // company's job is no longer theirs to open.
      await expect(recruiter).toHaveURL(/\/company\/auth\/login/, { timeout: 20_000 });
      await recruiter.goto(`/company/jobs/${jobId}`);
      await expect(recruiter).toHaveURL(/\/company\/auth\/login/, { timeout: 20_000 });
    } finally {
      await recruiterContext.close();
    }
  },
);
