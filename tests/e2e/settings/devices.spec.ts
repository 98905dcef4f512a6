/**
 * Signed-in devices, in both modes: two browser contexts are two devices of the same account. Signing out
 * everywhere in one sends the other, untouched, to sign-in within a minute (local engine: its token is refused and
 * its live feed ends; Firebase: its refresh token is revoked and it sees its device record ended). One device signed
 * out from the other's settings leaves the same way.
 */
import type { Browser, Page } from '@playwright/test';
import { BOTH, firebaseMode } from '../backend';
import { expect, ROLES, signIn, signUp, test, type NewAccount } from '../fixtures';

const A_MINUTE = 60_000;

/** A second browser (its own storage: another device) signed in to the account, on its jobs page. */
async function otherDevice(browser: Browser, account: NewAccount): Promise<Page> {
  const other = await (await browser.newContext()).newPage();
  await signIn(other, 'talent', account);
  await other.goto('/talent-dashboard/jobs');
  await expect(other.getByRole('link', { name: `Account of ${account.name}` })).toBeVisible();
  return other;
}

async function openDevices(page: Page) {
  await page.goto('/talent-dashboard/settings');
  const list = page.getByRole('list', { name: 'Signed-in devices' });
  // Both browsers said they are in use when their area opened; the list is read once, so read it until both show.
  await expect(async () => {
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return list;
}

test.describe('signed-in devices', () => {
  test(
    'sign out everywhere ends the other browser’s session within a minute',
    BOTH,
    async ({ page, browser, request }) => {
      const account = await signUp(page, 'talent');
      const other = await otherDevice(browser, account);

      const list = await openDevices(page);
      await expect(list.getByRole('listitem').filter({ hasText: '(This device)' })).toHaveCount(1);
      await expect(list.getByRole('listitem').first()).toContainText('Unknown place');
      if (!firebaseMode) {
        // Each device announced once by email (the sign-up's browser, then the other's sign-in).
        const { mails } = (await (await request.get('/api/local/mailbox')).json()) as {
          mails: { to: string; subject: string }[];
        };
        expect(mails.filter((m) => m.to === account.email && m.subject === 'New sign-in to your account')).toHaveLength(
          2,
        );
      }

      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await page
        .getByRole('dialog', { name: 'Sign out everywhere?' })
        .getByRole('button', { name: 'Sign out of every device' })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === ROLES.talent.loginPath);

      // The other browser does nothing: it is sent to sign-in.
      const ended = Date.now();
      await expect(other).toHaveURL((url) => url.pathname === ROLES.talent.loginPath, { timeout: A_MINUTE });
      console.log(`[devices] the other browser reached sign-in ${Date.now() - ended} ms after signing out everywhere`);
      // And it can sign in again.
      await signIn(other, 'talent', account);
      await other.context().close();
    },
  );

  test('signing out one device from another sends it to sign-in', BOTH, async ({ page, browser }) => {
    const account = await signUp(page, 'talent');
    const other = await otherDevice(browser, account);

    const list = await openDevices(page);
    const theirs = list.getByRole('listitem').filter({ hasNotText: '(This device)' });
    await theirs.getByRole('button', { name: /^Sign out / }).click();
    await expect(page.getByText(/is signed out\.$/)).toBeVisible();
    await expect(other).toHaveURL((url) => url.pathname === ROLES.talent.loginPath, { timeout: A_MINUTE });
    // This browser stays signed in.
    await page.goto('/talent-dashboard/jobs');
    await expect(page.getByRole('link', { name: `Account of ${account.name}` })).toBeVisible();
    await other.context().close();
  });
});
