import type { Page } from '@playwright/test';
import { expect, signUp, test } from '../fixtures';
import { BOTH, firebaseMode } from '../backend';
import { verifyEmailFromMailbox } from '../backoffice/steps';
import { makePdf } from '../profile/files';

/*
 * Messaging between two browsers: the demo company writes to its applicant (the demo talent) from the
 * pipeline, the talent sees the badge and the message live and replies, the company sees the reply live with a
 * notification; a message request to a discovered talent is accepted and contact details appear; a block stops
 * both sides; an announcement reaches a talent's bell and the local mailbox.
 */

const menu = (page: Page, area: 'Talent' | 'Company') => page.getByRole('navigation', { name: `${area} menu` }).first();

test(
  'a company messages its applicant; both see each other live, with the badge, Seen and the notification',
  BOTH,
  async ({ companyPage: company, talentPage: talent }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const hello = `Can you start on Monday? ${stamp}`;
    const reply = `Yes, Monday works. ${stamp}`;

    // The talent reads what is waiting (the seeded conversation), so the badge starts from zero.
    await talent.goto('/talent-dashboard/messages');
    await talent.getByRole('button', { name: /Brightpath Labs/ }).click();
    await expect(talent.getByRole('log', { name: 'Messages with Brightpath Labs' })).toBeVisible();
    await expect(menu(talent, 'Talent').getByRole('link', { name: /^Messages/ })).toHaveText('Messages', {
      timeout: 10_000,
    });
    await talent.goto('/talent-dashboard/jobs');

    // The company opens the thread from the pipeline's Message button.
    await company.goto('/company/jobs/demo-job-02');
    await company.getByRole('link', { name: 'Message Amara Okafor' }).first().click();
    await expect(company).toHaveURL(/\/company\/messages\?to=/);
    const companyLog = company.getByRole('log', { name: 'Messages with Amara Okafor' });
    await expect(companyLog).toContainText('invite you to an interview');
    await company.getByLabel('Message', { exact: true }).fill(hello);
    await company.getByRole('button', { name: 'Send' }).click();
    await expect(companyLog).toContainText(hello);

    // Live on the talent's side: the badge on Messages, then the message in the thread.
    await expect(menu(talent, 'Talent').getByRole('link', { name: 'Messages 1 unread' })).toBeVisible({
      timeout: 5_000,
    });
    await menu(talent, 'Talent').getByRole('link', { name: 'Messages 1 unread' }).click();
    await talent.getByRole('button', { name: /Brightpath Labs/ }).click();
    const talentLog = talent.getByRole('log', { name: 'Messages with Brightpath Labs' });
    await expect(talentLog).toContainText(hello);
    // The company sees that the talent read it.
    await expect(company.getByText('Seen', { exact: true })).toBeVisible({ timeout: 5_000 });

    await talent.getByLabel('Message', { exact: true }).fill(reply);
    // The attachment goes to file storage, which Firebase mode has no emulator for here: there the reply is text only.
    if (!firebaseMode) {
      await talent
        .getByLabel('Attach a PDF or an image (optional)')
        .setInputFiles({ name: 'portfolio.pdf', mimeType: 'application/pdf', buffer: makePdf('Portfolio') });
    }
    const sentAt = Date.now();
    await talent.getByRole('button', { name: 'Send' }).click();
    await expect(companyLog).toContainText(reply, { timeout: 5_000 });
    console.log(
      `[messages] the company saw the reply ${Date.now() - sentAt} ms after Send${firebaseMode ? '' : ' (upload included)'}`,
    );
    if (!firebaseMode) await expect(companyLog.getByRole('link', { name: /portfolio\.pdf/ })).toBeVisible();
    // The company's bell counts the new message; its list shows it.
    const bell = company.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(company.getByRole('region', { name: 'Latest notifications' })).toContainText(
      'New message from Amara Okafor',
    );

    // Everything survives a reload.
    await talent.reload();
    await expect(talent.getByRole('log', { name: 'Messages with Brightpath Labs' })).toContainText(reply);
  },
);

test(
  'a request to a discovered talent: accepted, contact details appear; then a block stops both sides',
  BOTH,
  async ({ page, companyPage: company }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const name = `Rita Request ${stamp}`;
    const account = await signUp(page, 'talent', { name });
    // Finishing onboarding leaves the talent open to offers.
    const onboarding = page.getByRole('dialog', { name: 'Set up your profile' });
    await expect(onboarding).toBeVisible();
    for (let step = 0; step < 3; step++) await onboarding.getByRole('button', { name: 'Next' }).click();
    await onboarding.getByRole('button', { name: 'Finish' }).click();
    await expect(onboarding).toBeHidden();

    // The company finds her (discovery lists newest first) and sends a message request from her profile.
    await company.goto('/company/assessments?role=Web+Developer');
    await company
      .getByRole('link', { name: `View profile of ${name}` })
      .first()
      .click();
    await company.getByRole('link', { name: `Send ${name} a message request` }).click();
    await company.getByLabel('Message', { exact: true }).fill(`Hello ${name}, are you open to a frontend role?`);
    await company.getByRole('button', { name: 'Send' }).click();
    await expect(company.getByRole('status').filter({ hasText: 'Waiting for' })).toContainText(
      `Waiting for ${name} to accept`,
    );
    await expect(company.getByText(account.email)).toHaveCount(0);

    // The talent verifies its email (contact details are handed over only then), sees the request and accepts it.
    await verifyEmailFromMailbox(page, account.email);
    await page.goto('/talent-dashboard/messages');
    await page.getByRole('button', { name: 'Requests' }).click();
    await page.getByRole('button', { name: /Brightpath Labs/ }).click();
    await page.getByRole('button', { name: 'Accept' }).click();
    // Live on the company's side: the contact details, and the composer is back.
    await expect(company.getByRole('link', { name: account.email })).toBeVisible({ timeout: 5_000 });
    await company.getByLabel('Message', { exact: true }).fill('Thanks for accepting!');
    await company.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('log', { name: 'Messages with Brightpath Labs' })).toContainText(
      'Thanks for accepting!',
      { timeout: 5_000 },
    );

    // The talent blocks the company: both sides are told, and neither can write.
    await page.getByRole('button', { name: 'Block' }).click();
    await page.getByRole('dialog', { name: 'Block Brightpath Labs?' }).getByRole('button', { name: 'Block' }).click();
    await expect(
      page.getByText('You blocked Brightpath Labs. Neither of you can send messages until you unblock.'),
    ).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveCount(0);
    await expect(company.getByText(`${name} blocked this conversation.`, { exact: false })).toBeVisible({
      timeout: 5_000,
    });
    await expect(company.getByLabel('Message', { exact: true })).toHaveCount(0);
  },
);

test('an announcement reaches a talent bell and the local mailbox', async ({
  adminPage: admin,
  talentPage: talent,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Career fair ${Date.now().toString(36)}`;
  await admin.goto('/backoffice/messages?tab=announcements');
  await admin.getByLabel('Send to').selectOption('talents');
  await admin.getByLabel('Title').fill(title);
  await admin.getByLabel('Message', { exact: true }).fill('Meet twenty companies on Friday.');
  await expect(admin.getByText('Meet twenty companies on Friday.').first()).toBeVisible();
  await admin.getByRole('button', { name: 'Review and send' }).click();
  await admin
    .getByRole('dialog', { name: 'Send this announcement?' })
    .getByRole('button', { name: /^Send to/ })
    .click();
  await expect(admin.getByText(/Announcement sent to \d+ people/)).toBeVisible({ timeout: 30_000 });
  await expect(
    admin
      .getByRole('region', { name: 'Past announcements' })
      .or(admin.locator('section', { hasText: 'Past announcements' }))
      .first(),
  ).toContainText(title);

  await talent.goto('/talent-dashboard');
  await talent.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(talent.getByRole('region', { name: 'Latest notifications' })).toContainText(title);

  await expect
    .poll(async () => {
      const { mails } = (await (await request.get('/api/local/mailbox')).json()) as {
        mails: { to: string; subject: string }[];
      };
      return mails.some((m) => m.to === 'talent@demo.test' && m.subject === title);
    })
    .toBe(true);
});
