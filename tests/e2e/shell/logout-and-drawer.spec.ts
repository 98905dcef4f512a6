import { ROLE_ID_KEYS } from '../../../services/account/role-ids';
import { ROLES, asRole, expect, test, type Role } from '../fixtures';

for (const role of Object.keys(ROLES) as Role[]) {
  test.describe(`${role} logout`, () => {
    test.use(asRole(role));

    test(`returns the ${role} to its sign-in page, signed out`, async ({ page }) => {
      await page.goto(ROLES[role].homePath);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(new RegExp(`${ROLES[role].loginPath}$`));
      expect(await page.evaluate((key) => localStorage.getItem(key), ROLE_ID_KEYS[role])).toBeNull();
      // The provider session is gone too (the local backend keeps it in local storage).
      await expect
        .poll(() => page.evaluate(() => Object.values(localStorage).some((value) => value.includes('idToken'))))
        .toBe(false);
      // The area stays closed afterwards.
      await page.goto(ROLES[role].homePath);
      await expect(page).toHaveURL(new RegExp(`${ROLES[role].loginPath}$`));
    });
  });
}

test.describe('mobile drawer at 390 px', () => {
  test.use({ ...asRole('talent'), viewport: { width: 390, height: 844 } });

  test('opens from the menu button and closes with Escape, a tap outside and navigation', async ({ page }) => {
    await page.goto('/talent-dashboard');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(page.getByRole('complementary')).toBeHidden();
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute(
      'href',
      '/talent-dashboard/settings',
    );
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(380, 420);
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/talent-dashboard\/messages$/);
    await expect(drawer).toBeHidden();
  });
});
