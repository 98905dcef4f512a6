/**
 * The second factor in local mode (the Auth emulator of Firebase mode has no TOTP): a company member sets up an
 * authenticator app in settings (the code computed here with the engine's own library), then signs in with its code,
 * and with a recovery code, which removes the app.
 */
import { latestActionLink } from '../backend';
import { COMPANY_ROUTES } from '../../../constants/routes';
import { expect, signIn, signUp, test } from '../fixtures';
import { totpCode } from '../../helpers/totp';
import { enrolAuthenticator } from './second-factor-steps';

test('a company member turns on two-step sign-in, then signs in with its code and with a recovery code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await signUp(page, 'company');
  // Only a verified address gets a second factor.
  await page.goto(await latestActionLink(page.request, account.email, 'verifyEmail'));
  await expect(page.getByRole('main').getByText('Your email is verified')).toBeVisible();

  await page.goto(COMPANY_ROUTES.settings);
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const { secret, codes } = await enrolAuthenticator(section, account.password);
  await expect(
    section.getByText('You sign in with your password and a code from your authenticator app.'),
  ).toBeVisible();

  // Signing in again: the password, then the app's code (of the next step: this one's was used to enrol).
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(COMPANY_ROUTES.login);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Authentication code').fill('000000' === totpCode(secret, 1) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await page.getByLabel('Authentication code').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === COMPANY_ROUTES.home);

  // Without the phone: a recovery code signs in once and removes the app.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(COMPANY_ROUTES.login);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[2]);
  await page.getByRole('button', { name: 'Sign in with recovery code' }).click();
  await expect(page).toHaveURL((url) => url.pathname === COMPANY_ROUTES.home);
  await page.goto(COMPANY_ROUTES.settings);
  await expect(section.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();

  // The app is gone: the password alone signs in again.
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, 'company', account);
});
