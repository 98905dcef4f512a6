import { test as setup } from '@playwright/test';
import { ROLES, signIn, storageStatePath, type Role } from './fixtures';

// One sign-in per demo role through the real form; the session (kept in localStorage) is stored for the specs.
for (const role of Object.keys(ROLES) as Role[]) {
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    // The first request opens the server's engine and seeds the demo data.
    setup.setTimeout(90_000);
    await signIn(page, role);
    await page.context().storageState({ path: storageStatePath(role) });
  });
}
