import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { expectNoSeriousViolations } from '../a11y/axe';
import { BOTH } from '../backend';
import { formatTimeRange } from '../../../services/format/dates';
import { zonedToUtc } from '../../../services/format/zoned-time';
import { applyAsNewTalent } from './apply-steps';

// The talent reads times in Tokyo; the demo company in this machine's zone (its form says which).
test.use({ timezoneId: 'Asia/Tokyo' });

const TALENT_ZONE = 'Asia/Tokyo';

/*
 * A new talent applies to the demo company's Flutter job; the company moves it to Interview and proposes two
 * times; the talent picks the second, sees it in its own zone and downloads the calendar file; the company sees
 * the time picked and cancels with a note, which the talent then reads.
 */
test(
  'the company proposes interview times, the talent picks one and adds it to its calendar, the company cancels',
  BOTH,
  async ({ page, companyPage }) => {
    // Two actors, a download and four axe scans: on a loaded 2-core machine it ran 49 s, past the 45 s default.
    test.setTimeout(120_000);
    const name = `Interview Tester ${Date.now().toString(36)}`;
    const { jobId } = await applyAsNewTalent(page, name);

    await companyPage.goto(`/company/jobs/${jobId}`);
    const applied = companyPage.getByRole('region', { name: /^Applied/ });
    await applied.getByRole('button', { name: `Move ${name}` }).click();
    const move = companyPage.getByRole('dialog', { name: `Move ${name}` });
    await move.getByLabel('New stage').selectOption('interview');
    await move.getByRole('button', { name: 'Move applicant' }).click();
    await expect(move).toBeHidden();

    const card = companyPage.getByRole('region', { name: /^Interview/ }).getByRole('listitem', { name });
    await card.getByRole('button', { name: `View profile of ${name}` }).click();
    const profile = companyPage.getByRole('dialog', { name });
    const panel = profile.getByRole('region', { name: 'Interview' });
    const zoneNote = await panel.getByText(/^Times are in your time zone/).textContent();
    const companyZone = /\(([^)]+)\)/.exec(zoneNote ?? '')![1];
    // An empty proposal is refused in words, with focus on the field.
    await panel.getByRole('button', { name: 'Propose times' }).click();
    await expect(panel.getByLabel('Time 1', { exact: true })).toBeFocused();
    await expectNoSeriousViolations(companyPage, 'the interview proposal form with its error', panel);
    await panel.getByLabel('Time 1', { exact: true }).fill('2099-03-10T10:00');
    await panel.getByRole('button', { name: 'Add another time' }).click();
    await panel.getByLabel('Time 2', { exact: true }).fill('2099-03-11T15:30');
    await panel.getByLabel('Length').selectOption('45');
    await panel.getByLabel('Where or how (optional)').fill('https://meet.example/flutter');
    await panel.getByRole('button', { name: 'Propose times' }).click();
    await expect(panel.getByText(`Waiting for ${name} to pick one of these times`)).toBeVisible();

    const second = zonedToUtc('2099-03-11T15:30', companyZone);
    const talentSees = formatTimeRange(second, second + 45 * 60_000, TALENT_ZONE);
    await page.goto('/talent-dashboard/applied-jobs');
    const talentPanel = page
      .getByRole('article', { name: 'Mobile Developer (Flutter)' })
      .getByRole('region', { name: 'Interview' });
    await expect(talentPanel.getByRole('radio', { name: talentSees })).toBeVisible();
    await expectNoSeriousViolations(page, "the talent's choice of interview times", talentPanel);
    await talentPanel.getByRole('radio', { name: talentSees }).check();
    await talentPanel.getByRole('button', { name: 'Confirm this time' }).click();
    await expect(talentPanel.getByText(`Your interview is on ${talentSees}.`)).toBeVisible();
    await expectNoSeriousViolations(page, "the talent's scheduled interview", talentPanel);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      talentPanel.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('interview.ics');
    const file = await readFile((await download.path())!, 'utf8');
    const utc = new Date(second)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(file).toContain(`DTSTART:${utc}\r\n`);
    expect(file).toContain('SUMMARY:Interview: Mobile Developer (Flutter) at Brightpath Labs');

    // The company sees the time picked, in its own zone, then cancels after confirming.
    await profile.getByRole('button', { name: 'Close', exact: true }).click();
    await companyPage.reload();
    await companyPage
      .getByRole('region', { name: /^Interview/ })
      .getByRole('listitem', { name })
      .getByRole('button', { name: `View profile of ${name}` })
      .click();
    const reopened = companyPage.getByRole('dialog', { name }).getByRole('region', { name: 'Interview' });
    await expect(reopened.getByText(formatTimeRange(second, second + 45 * 60_000, companyZone))).toBeVisible();
    await reopened.getByRole('button', { name: 'Cancel interview…' }).click();
    await expectNoSeriousViolations(companyPage, 'the interview cancel confirmation', reopened);
    await reopened.getByLabel('Note to the applicant (optional)').fill('The team is travelling that week.');
    await reopened.getByRole('button', { name: 'Cancel interview', exact: true }).click();
    await expect(reopened.getByText('Cancelled. Your note: The team is travelling that week.')).toBeVisible();

    await page.reload();
    const notice = page
      .getByRole('article', { name: 'Mobile Developer (Flutter)' })
      .getByRole('region', { name: 'Interview' });
    await expect(notice.getByText(/Brightpath Labs cancelled the interview/)).toBeVisible();
    await expect(notice.getByText('Their note: The team is travelling that week.')).toBeVisible();
    await page.goto('/talent-dashboard/notifications');
    await expect(page.getByText('Brightpath Labs invites you to an interview').first()).toBeVisible();
  },
);
