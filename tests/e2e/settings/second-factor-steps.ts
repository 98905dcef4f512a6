/** The second factor as a person goes through it: setting up the app (the code computed here, as the app would). */
import { expect, type Locator, type Page } from '@playwright/test';
import { emulatorIdToken } from '../../helpers/emulator-token';
import { totpCode } from '../../helpers/totp';

/** Longer than a whole end-to-end run: the SDK would otherwise refresh the token into one without the claim. */
const RUN_LIFETIME_S = 6 * 3600;

/**
 * From the password step of the setup (the back office's gate, or settings after "Set up an authenticator app"; `page`
 * is where the setup is, e.g. the settings' "Two-step sign-in" region): enrols the app and answers its secret and the
 * recovery codes shown once.
 */
export async function enrolAuthenticator(
  page: Page | Locator,
  password: string,
): Promise<{ secret: string; codes: string[] }> {
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByLabel('Setup key').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await page.getByRole('button', { name: 'I have saved them' }).click();
  return { secret, codes };
}

/**
 * Firebase mode, where the Auth emulator has no TOTP: the browser's stored session (the Auth SDK's, in localStorage)
 * gets an emulator ID token carrying `firebase.sign_in_second_factor`, as a sign-in with the app would give it, for
 * the run's length. The Firestore emulator and the trusted routes (firebase-admin on the emulator) then see a session
 * signed in with a second factor; nothing in the app is told.
 */
export async function carrySecondFactorClaim(page: Page): Promise<void> {
  const stored = await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('firebase:authUser:'));
    const user = key
      ? (JSON.parse(window.localStorage.getItem(key) ?? 'null') as { uid: string; email: string })
      : null;
    return key && user ? { key, uid: user.uid, email: user.email } : null;
  });
  if (!stored) throw new Error('no Firebase session stored in this browser');
  const token = emulatorIdToken(stored.uid, stored.email, true, RUN_LIFETIME_S);
  await page.evaluate(
    ({ key, token, expiresAt }) => {
      const user = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
        stsTokenManager: { accessToken: string; expirationTime: number };
      };
      user.stsTokenManager = { ...user.stsTokenManager, accessToken: token, expirationTime: expiresAt };
      window.localStorage.setItem(key, JSON.stringify(user));
    },
    { key: stored.key, token, expiresAt: Date.now() + RUN_LIFETIME_S * 1000 },
  );
}
