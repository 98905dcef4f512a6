import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';
import { BOTH } from '../backend';

/*
 * The events journeys in the browser. Each test creates its own event through the back office (a unique title), so reruns and
 * retries on the same demo data start clean. The second talent is a seeded demo talent (demo-password).
 */
const SECOND_TALENT = { email: 'daniel.mensah@demo.test', password: 'demo-password' };

const local = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}T10:00`;
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);

async function publishEvent(admin: Page, title: string, capacity: number, audience?: 'Companies'): Promise<void> {
  await admin.goto('/backoffice/events');
  await admin.getByRole('button', { name: 'New event' }).click();
  const form = admin.getByRole('dialog', { name: 'New event' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  if (audience) await form.getByLabel('Audience', { exact: true }).selectOption({ label: audience });
  await form.getByLabel('Description', { exact: true }).fill('A test event with a short description.');
  await form.getByLabel('Starts', { exact: true }).fill(local(inDays(1)));
  await form.getByLabel('Ends', { exact: true }).fill(local(inDays(1)).replace('T10:00', 'T12:00'));
  await form.getByLabel('Time zone', { exact: true }).selectOption('Africa/Lagos');
  await form.getByLabel('Link to join', { exact: true }).fill('https://meet.example.test/e2e');
  await form.getByLabel('Capacity', { exact: true }).fill(String(capacity));
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form).toBeHidden();
  await expect(admin.getByRole('article', { name: title })).toBeVisible();
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test(
  'an admin publishes an event; a talent RSVPs and downloads its calendar file',
  BOTH,
  async ({ adminPage, talentPage }) => {
    const title = `E2E Workshop ${Date.now().toString(36)}`;
    await publishEvent(adminPage, title, 10);

    await talentPage.goto('/talent-dashboard/events');
    const event = card(talentPage, title);
    await event.getByRole('button', { name: `RSVP: ${title}` }).click();
    await expect(event.getByText('You’re going.')).toBeVisible();
    await expect(event).toContainText('1 going of 10');
    // The join link is out only from 15 minutes before the start, and only to those going.
    await expect(event.getByText('The link to join appears here 15 minutes before the start.')).toBeVisible();

    const [download] = await Promise.all([
      talentPage.waitForEvent('download'),
      event.getByRole('button', { name: `Add to calendar: ${title}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^e2e-workshop-[a-z0-9-]+\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`SUMMARY:${title}`);
    expect(ics).toMatch(/DTSTART:\d{8}T090000Z/); // 10:00 in Lagos (UTC+1)
    expect(ics).not.toContain('https://meet.example.test/e2e');
  },
);

test(
  'a company takes one seat for its team; the admin sees the company and the member who RSVPed',
  BOTH,
  async ({ adminPage, companyPage }) => {
    const title = `E2E Hiring fair ${Date.now().toString(36)}`;
    await publishEvent(adminPage, title, 10, 'Companies');

    await companyPage.goto('/company/events');
    const event = card(companyPage, title);
    await event.getByRole('button', { name: `RSVP: ${title}` }).click();
    await expect(event.getByText('You’re going.')).toBeVisible();
    await expect(event.getByText(/^RSVPed by .+\.$/)).toBeVisible();

    await adminPage.getByRole('button', { name: `RSVPs: ${title}` }).click();
    const going = adminPage.getByRole('dialog', { name: `RSVPs: ${title}` }).getByRole('list', { name: 'Going' });
    await expect(going.getByRole('listitem')).toHaveCount(1);
    await expect(going.getByRole('listitem')).toContainText(/ · RSVPed by \S/);
  },
);

test(
  'a second talent joins the waiting list of a full event and moves in when the first cancels',
  BOTH,
  async ({ adminPage, talentPage, page }) => {
    // Three actors (an administrator and two talents): about 48 s on a loaded 2-core machine, past the 45 s default.
    test.setTimeout(120_000);
    const title = `E2E Full Talk ${Date.now().toString(36)}`;
    await publishEvent(adminPage, title, 1);

    await talentPage.goto('/talent-dashboard/events');
    await card(talentPage, title)
      .getByRole('button', { name: `RSVP: ${title}` })
      .click();
    await expect(card(talentPage, title).getByText('You’re going.')).toBeVisible();

    await signIn(page, 'talent', SECOND_TALENT);
    await page.goto('/talent-dashboard/events');
    const second = card(page, title);
    await second.getByRole('button', { name: `Join waiting list: ${title}` }).click();
    await expect(second.getByText(/You’re on the waiting list/)).toBeVisible();

    await talentPage.reload();
    await card(talentPage, title)
      .getByRole('button', { name: `Cancel RSVP: ${title}` })
      .click();
    const confirm = talentPage.getByRole('dialog', { name: 'Cancel your RSVP?' });
    await confirm.getByRole('button', { name: 'Cancel RSVP' }).click();
    await expect(confirm).toBeHidden();
    await expect(card(talentPage, title).getByRole('button', { name: `Join waiting list: ${title}` })).toBeVisible();

    await page.reload();
    await expect(card(page, title).getByText('You’re going.')).toBeVisible();
    await expect(card(page, title)).toContainText('1 going of 1');
  },
);
