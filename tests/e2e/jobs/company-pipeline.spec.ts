import { expect, test } from '../fixtures';
import { BOTH } from '../backend';
import { applyAsNewTalent } from './apply-steps';

/*
 * Fresh data so a retry or a rerun on the same demo data starts clean: a new talent applies to the demo company's
 * "Mobile Developer (Flutter)" job, then the demo company moves exactly that applicant.
 */
test(
  'a new talent applies as a priority; the demo company sees the mark, moves it to shortlisted and filters by stage',
  BOTH,
  async ({ page, companyPage }) => {
    const name = `Pipeline Tester ${Date.now().toString(36)}`;
    const { jobId } = await applyAsNewTalent(page, name, { signal: true });
    await page.goto('/talent-dashboard/applied-jobs');
    await expect(page.getByText('One of your priority applications', { exact: false })).toBeVisible();

    await companyPage.goto(`/company/jobs/${jobId}`);
    await expect(companyPage.getByRole('heading', { level: 1, name: 'Mobile Developer (Flutter)' })).toBeVisible();
    const applied = companyPage.getByRole('region', { name: /^Applied/ });
    await expect(applied.getByRole('listitem', { name })).toBeVisible();
    await expect(applied.getByRole('listitem', { name }).getByText('Priority', { exact: true })).toBeVisible();
    await applied.getByRole('button', { name: `Move ${name}` }).click();
    const move = companyPage.getByRole('dialog', { name: `Move ${name}` });
    await move.getByLabel('New stage').selectOption('shortlisted');
    await move.getByRole('button', { name: 'Move applicant' }).click();
    await expect(move).toBeHidden();
    await expect(
      companyPage.getByRole('region', { name: /^Shortlisted/ }).getByRole('listitem', { name }),
    ).toBeVisible();
    await expect(applied.getByRole('listitem', { name })).toHaveCount(0);

    await companyPage.goto('/company/applied');
    await companyPage.getByLabel('Stage').selectOption('shortlisted');
    await expect(companyPage).toHaveURL(/[?&]stage=shortlisted/);
    const rows = companyPage.getByRole('list', { name: 'Applications' });
    await expect(rows.getByRole('listitem', { name: `${name}, Mobile Developer (Flutter)` })).toBeVisible();
    await companyPage.getByLabel('Stage').selectOption('rejected');
    await expect(companyPage).toHaveURL(/[?&]stage=rejected/);
    await expect(rows.getByRole('listitem', { name: `${name}, Mobile Developer (Flutter)` })).toHaveCount(0);
  },
);

test(
  'the demo company drags a new applicant to the Interview column, where it stays after a reload',
  BOTH,
  async ({ page, companyPage }) => {
    const name = `Drag Tester ${Date.now().toString(36)}`;
    const { jobId } = await applyAsNewTalent(page, name);

    await companyPage.goto(`/company/jobs/${jobId}`);
    const applied = companyPage.getByRole('region', { name: /^Applied/ });
    const interview = companyPage.getByRole('region', { name: /^Interview/ });
    const card = applied.getByRole('listitem', { name });
    await expect(card).toBeVisible();
    // The browser's own drag and drop, with the mouse: the Move button is the keyboard's way (the first test).
    await card.dragTo(interview);
    await expect(interview.getByRole('listitem', { name })).toBeVisible();
    await expect(card).toHaveCount(0);
    await companyPage.reload();
    await expect(companyPage.getByRole('region', { name: /^Interview/ }).getByRole('listitem', { name })).toBeVisible();
  },
);

test(
  'the demo company notes and rates a new applicant and sees the average on its card',
  BOTH,
  async ({ page, companyPage }) => {
    const name = `Notes Tester ${Date.now().toString(36)}`;
    const { jobId } = await applyAsNewTalent(page, name);

    await companyPage.goto(`/company/jobs/${jobId}`);
    const card = companyPage.getByRole('region', { name: /^Applied/ }).getByRole('listitem', { name });
    await card.getByRole('button', { name: `View profile of ${name}` }).click();
    const profile = companyPage.getByRole('dialog', { name });
    const panel = profile.getByRole('region', { name: 'Notes and rating' });
    await panel
      .getByRole('textbox', { name: 'Add a note' })
      .fill('Strong Flutter portfolio; ask about state management.');
    await panel.getByRole('button', { name: 'Add note' }).click();
    const note = panel
      .getByRole('list', { name: `Notes on ${name}` })
      .getByRole('listitem', { name: 'Note by Brightpath Labs' });
    await expect(note.getByText('Strong Flutter portfolio; ask about state management.')).toBeVisible();
    await expect(note.getByText('just now')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');

    // By keyboard: focus the first choice, then the arrow keys move the choice (and save it).
    const rating = panel.getByRole('group', { name: 'Your rating' });
    await rating.getByRole('radio', { name: '1 – Not a fit' }).check();
    await rating.getByRole('radio', { name: '1 – Not a fit' }).focus();
    await companyPage.keyboard.press('ArrowRight');
    await companyPage.keyboard.press('ArrowRight');
    await expect(rating.getByRole('radio', { name: '3 – Good' })).toBeChecked();
    await profile.getByRole('button', { name: 'Close', exact: true }).click();

    await expect(card.getByText('3 ★ (1)')).toBeVisible();
    await expect(card.getByText('Average rating 3 out of 4 from 1 rating')).toBeAttached();
    // Still there after a reload: read from the job's aggregate, not from the page's memory.
    await companyPage.reload();
    await expect(
      companyPage
        .getByRole('region', { name: /^Applied/ })
        .getByRole('listitem', { name })
        .getByText('3 ★ (1)'),
    ).toBeVisible();
  },
);

test(
  'the demo company moves two applicants at once with one message, which each of them receives',
  BOTH,
  async ({ browser, page, companyPage }) => {
    // Three actors (a company, an administrator or a second talent): about 50 s on a loaded 2-core machine, past the 45 s default.
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const names = [`Bulk First ${stamp}`, `Bulk Second ${stamp}`];
    const { jobId } = await applyAsNewTalent(page, names[0]);
    const other = await browser.newContext();
    await applyAsNewTalent(await other.newPage(), names[1]);
    await other.close();

    await companyPage.goto(`/company/jobs/${jobId}`);
    const applied = companyPage.getByRole('region', { name: /^Applied/ });
    for (const name of names) await applied.getByRole('checkbox', { name: `Select ${name}` }).check();
    const bar = companyPage.getByRole('region', { name: 'Selected applicants' });
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Move to…' }).click();
    const dialog = companyPage.getByRole('dialog', { name: 'Move 2 applicants' });
    await dialog.getByLabel('New stage').selectOption('interview');
    await dialog.getByLabel('Message to each applicant (optional)').fill('Pick a slot for a call next week.');
    await dialog.getByRole('button', { name: 'Move 2 applicants' }).click();
    await expect(dialog).toBeHidden();
    await expect(companyPage.getByText('2 applicants moved to Interview.')).toBeVisible();
    const interview = companyPage.getByRole('region', { name: /^Interview/ });
    for (const name of names) {
      await expect(interview.getByRole('listitem', { name })).toBeVisible();
      await expect(applied.getByRole('listitem', { name })).toHaveCount(0);
    }

    await page.goto('/talent-dashboard/notifications');
    await expect(page.getByText(/Pick a slot for a call next week\./).first()).toBeVisible();
  },
);
