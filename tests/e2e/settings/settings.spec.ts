import type { APIRequestContext, Page } from '@playwright/test';
import { BOTH } from '../backend';
import { ROLES, expect, signIn, signUp, test, uniqueEmail } from '../fixtures';

const SETTINGS = '/talent-dashboard/settings';

/** A new talent is walked through onboarding on its home page; these tests are about settings. */
async function skipOnboarding(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Set up your profile' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Skip for now' }).click();
  await expect(dialog).toHaveCount(0);
}

async function openSettings(page: Page) {
  await page.goto(SETTINGS);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account', exact: true })).toBeVisible();
}

/** The link of the newest mail to `to` in the local backend's mailbox, waiting for it to arrive. */
async function mailedLink(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get('/api/local/mailbox')).json()) as {
        mails: { to: string; subject: string; link: string }[];
      };
      link = mails.find((mail) => mail.to === to && subject.test(mail.subject))?.link ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

test('a new talent changes its password, signs out, and signs in with the new one', async ({ page }) => {
  const account = await signUp(page, 'talent');
  await skipOnboarding(page);
  await openSettings(page);

  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('e2e-password-2');
  await form.getByLabel('Confirm new password', { exact: true }).fill('e2e-password-2');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Current password', { exact: true })).toHaveAccessibleDescription(
    'That is not your current password.',
  );

  await form.getByLabel('Current password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue('');

  await page.getByRole('button', { name: 'Log out of this browser' }).click();
  await expect(page).toHaveURL((url) => url.pathname === ROLES.talent.loginPath);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('That email and password do not match')).toBeVisible();

  await signIn(page, 'talent', { email: account.email, password: 'e2e-password-2' });
});

test(
  'a talent turns off availability and sets its notifications per kind, and finds them so after a reload',
  BOTH,
  async ({ page }) => {
    await signUp(page, 'talent');
    await skipOnboarding(page);
    await openSettings(page);

    const offers = page.getByRole('switch', { name: 'Open to offers' });
    await expect(offers).toBeChecked();
    const availability = page.getByRole('region', { name: 'Availability' });
    await offers.click();
    await expect(offers).not.toBeChecked();
    // Enabled alone can be seen before the save starts; "Saved." only once it is stored. The first write of a page
    // may wait for the backend's client to load, which on a loaded machine took more than the default 10 s.
    await expect(availability.getByRole('status')).toHaveText('Saved.', { timeout: 30_000 });

    const notifications = page.getByRole('region', { name: 'Notifications', exact: true });
    const messages = notifications.getByRole('combobox', { name: 'Messages and message requests' });
    const events = notifications.getByRole('combobox', { name: 'Events: reminders, seats and cancellations' });
    await expect(messages).toHaveValue('app-email');
    await messages.selectOption({ label: 'Off' });
    await events.selectOption({ label: 'In app only' });
    await notifications.getByRole('button', { name: 'Save notification settings' }).click();
    await expect(notifications.getByRole('status')).toHaveText('Notification settings saved.');

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Open to offers' })).not.toBeChecked();
    await expect(messages).toHaveValue('off');
    await expect(events).toHaveValue('app');
    await expect(notifications.getByRole('combobox', { name: 'Applications: your stage changes' })).toHaveValue(
      'app-email',
    );

    await page.getByRole('switch', { name: 'Open to offers' }).click();
    await expect(availability.getByRole('status')).toHaveText('Saved.');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Open to offers' })).toBeChecked();
  },
);

test('a company changes its email through the link sent to the new address', async ({ page }) => {
  const account = await signUp(page, 'company');
  const newEmail = uniqueEmail('moved');
  await page.goto('/company/settings');
  const form = page.getByRole('region', { name: 'Change email' });
  await form.getByLabel('New email', { exact: true }).fill(newEmail);
  await form.getByLabel('Current password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Send verification link' }).click();
  await expect(form.getByRole('status')).toContainText(
    `We sent a link to ${newEmail}. Your email changes when you open it`,
  );
  await expect(page.getByRole('region', { name: 'Account', exact: true })).toContainText(account.email);

  const link = await mailedLink(page.request, newEmail, /new email/i);
  expect(link).toMatch(/^\/auth\/action\?mode=verifyAndChangeEmail&oobCode=/);
  await page.goto(link);
  await expect(page.getByRole('main').getByText(`You now sign in with ${newEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to your settings' }).click();
  // The company document catches up with the account's new email on this session load.
  await expect(page.getByRole('region', { name: 'Account', exact: true })).toContainText(newEmail);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Account', exact: true })).toContainText(newEmail);

  await page.getByRole('button', { name: 'Log out of this browser' }).click();
  await signIn(page, 'company', { email: newEmail, password: account.password });
});
