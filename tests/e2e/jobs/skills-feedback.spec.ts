import { expect, test } from '../fixtures';
import { BOTH } from '../backend';
import { applyAsNewTalent } from './apply-steps';

test(
  'a talent turned down with the kind template reads it in its timeline and opens what it can learn from it',
  BOTH,
  async ({ page, companyPage }) => {
    const name = `Feedback Tester ${Date.now().toString(36)}`;
    const { jobId } = await applyAsNewTalent(page, name);

    await companyPage.goto(`/company/jobs/${jobId}`);
    const applied = companyPage.getByRole('region', { name: /^Applied/ });
    await applied.getByRole('button', { name: `Move ${name}` }).click();
    const move = companyPage.getByRole('dialog', { name: `Move ${name}` });
    await move.getByLabel('New stage').selectOption('rejected');
    await move.getByLabel('Reason for rejecting').selectOption('skills');
    await move.getByLabel('Start from a template (optional)').selectOption('Kind rejection');
    await move.getByRole('button', { name: 'Reject applicant' }).click();
    await expect(move).toBeHidden();

    await page.goto('/talent-dashboard/applied-jobs');
    const card = page.getByRole('article', { name: 'Mobile Developer (Flutter)' });
    // The template's fields filled in for this talent: its first name and the job.
    await expect(card.getByRole('list', { name: 'Stage history' })).toContainText(
      'Dear Feedback, thank you for applying to Mobile Developer (Flutter) at',
    );
    await card.getByRole('button', { name: 'What can I learn from this?' }).click();
    const feedback = card.getByRole('region', { name: 'What you can take from Mobile Developer (Flutter)' });
    await expect(feedback).toContainText("The company chose applicants whose skills matched this job's more closely.");
    // A new talent lists no skill: every skill of the job is a gap, each with a way to build it.
    const gaps = feedback.getByRole('list', { name: 'Skills this job asked for that you could build' });
    await expect(gaps.getByRole('listitem').first()).toBeVisible();
    const learn = gaps.getByRole('link', { name: /^Learn |^learn more$/ }).first();
    await expect(learn).toHaveAttribute('href', /^\/talent-dashboard\/learn\?skill=/);
    await learn.click();
    await expect(page).toHaveURL(/\/talent-dashboard\/learn\?skill=/);
  },
);
