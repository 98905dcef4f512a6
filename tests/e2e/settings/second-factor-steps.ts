/** The second factor as a person goes through it: setting up the app (the code computed here, as the app would). */
import { expect, type Locator, type Page } from '@playwright/test';
import { totpCode } from '../../helpers/totp';

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
