import { expect, signUp, test } from '../fixtures';
import { BOTH } from '../backend';
import { verifyCompanyAsAdmin } from '../backoffice/steps';
import { postJob } from '../profile/company-steps';

/*
 * A company of its own posts a job (openings and a fill-by date), a new talent applies, the company renews the
 * listing and then marks the job filled: the talent reads the kind "filled" outcome and the job takes no applicant.
 */
test(
  'a company renews a job and marks it filled; its applicant is told kindly and the job closes for good',
  BOTH,
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const name = `Vacancy Labs ${stamp}`;
    await signUp(page, 'company', { name });
    await verifyCompanyAsAdmin(browser, name);
    const title = `Vacancy intern ${stamp}`;
    const jobId = await postJob(page, title);

    const talentContext = await browser.newContext();
    const talent = await talentContext.newPage();
    try {
      await signUp(talent, 'talent', { name: `Vacancy Tester ${stamp}` });
      await talent.goto(`/talent-dashboard/jobs/${jobId}`);
      await talent.getByRole('button', { name: 'Apply now' }).click();
      const apply = talent.getByRole('dialog', { name: `Apply to ${title}` });
      await apply.getByRole('button', { name: 'Send application' }).click();
      await expect(apply).toBeHidden();

      await page.goto(`/company/jobs/${jobId}`);
      const vacancy = page.getByRole('region', { name: 'Vacancy' });
      await expect(vacancy).toContainText('Hiring 1 person');
      await vacancy.getByRole('button', { name: 'Renew' }).click();
      await page
        .getByRole('dialog', { name: 'Is this job still open?' })
        .getByRole('button', { name: 'Yes, still open' })
        .click();
      await expect(page.getByText('Renewed: listed for 60 more days.')).toBeVisible();

      await vacancy.getByRole('button', { name: 'Mark as filled' }).click();
      const fill = page.getByRole('dialog', { name: 'Mark this job as filled?' });
      await fill.getByRole('button', { name: 'Mark as filled' }).click();
      await expect(page.getByText('Marked as filled. 1 applicant was told.')).toBeVisible();
      await expect(vacancy.getByRole('button', { name: 'Renew' })).toHaveCount(0);

      await talent.goto('/talent-dashboard/applied-jobs');
      await expect(talent.getByRole('article', { name: title })).toContainText(
        `${name} filled this position, so your application is closed.`,
      );
      await talent.goto(`/talent-dashboard/jobs/${jobId}`);
      await expect(talent.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
    } finally {
      await talentContext.close();
    }
  },
);
