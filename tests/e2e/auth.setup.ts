import { expect, test as setup } from '@playwright/test';
import { firebaseMode } from './backend';
import { ROLES, signIn, storageStatePath, type Role } from './fixtures';
import { enrolAuthenticator } from './settings/second-factor-steps';

// One sign-in per demo role through the real form; the session (kept in localStorage) is stored for the specs. The
// demo administrator first sets up its authenticator app, as the back office asks of a password-only session: the
// stored session is then one signed in with it. The Auth emulator has no TOTP: in Firebase mode (whose specs leave the
// back office out) it stays signed in with its password.
for (const role of Object.keys(ROLES) as Role[]) {
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    // The first request opens the server's engine and seeds the demo data.
    setup.setTimeout(90_000);
    await signIn(page, role);
    if (role === 'admin' && !firebaseMode) {
      await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible({ timeout: 20_000 });
      await enrolAuthenticator(page, ROLES.admin.password);
      await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toHaveCount(0);
    }
    await page.context().storageState({ path: storageStatePath(role) });
  });
}
