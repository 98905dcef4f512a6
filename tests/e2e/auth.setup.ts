import { expect, test as setup } from '@playwright/test';
import { firebaseMode } from './backend';
import { ROLES, signIn, storageStatePath, type Role } from './fixtures';
import { carrySecondFactorClaim, enrolAuthenticator } from './settings/second-factor-steps';

// One sign-in per demo role through the real form; the session (kept in localStorage) is stored for the specs. The
// back office refuses the demo administrator's password-only session: in local mode it sets up its authenticator app,
// and the stored session is one signed in with it. The Auth emulator has no TOTP: in Firebase mode the stored session
// gets an emulator token carrying the second factor's claim instead (carrySecondFactorClaim), and must then reach
// the back office.
for (const role of Object.keys(ROLES) as Role[]) {
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    // The first request opens the server's engine and seeds the demo data.
    setup.setTimeout(90_000);
    await signIn(page, role);
    if (role === 'admin') {
      const gate = page.getByRole('heading', { name: 'Two-step sign-in' });
      await expect(gate).toBeVisible({ timeout: 20_000 });
      if (firebaseMode) {
        await carrySecondFactorClaim(page);
        await page.reload();
      } else {
        await enrolAuthenticator(page, ROLES.admin.password);
      }
      await expect(gate).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Marketplace at a glance' })).toBeVisible({ timeout: 20_000 });
    }
    await page.context().storageState({ path: storageStatePath(role) });
  });
}
