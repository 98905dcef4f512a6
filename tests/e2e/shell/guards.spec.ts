import { ROLE_ID_KEYS } from '../../../services/account/role-ids';
import { asRole, expect, test } from '../fixtures';

test.describe('a visitor who is not signed in', () => {
  const cases: [string, RegExp][] = [
    ['/talent-dashboard', /\/auth\/login$/],
    ['/talent-dashboard/jobs', /\/auth\/login\?next=%2Ftalent-dashboard%2Fjobs$/],
    ['/company', /\/company\/auth\/login$/],
    ['/company/jobs/create', /\/company\/auth\/login\?next=%2Fcompany%2Fjobs%2Fcreate$/],
    ['/backoffice', /\/backoffice\/auth\/login$/],
    ['/backoffice/talents', /\/backoffice\/auth\/login\?next=%2Fbackoffice%2Ftalents$/],
  ];
  for (const [path, login] of cases) {
    test(`opening ${path} lands on its area's sign-in page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(login);
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    });
  }
});

test.describe('an account of another role', () => {
  test.use(asRole('company'));

  test('cannot open the talent area by editing local storage', async ({ page }) => {
    await page.goto('/company');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    // Pretend to be a talent: copy the company's id under the talent key.
    await page.evaluate((keys) => {
      const id = localStorage.getItem(keys.company);
      if (id) localStorage.setItem(keys.talent, id);
    }, ROLE_ID_KEYS);
    await page.goto('/talent-dashboard');
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), ROLE_ID_KEYS.talent)).toBeNull();
  });

  test('is sent to its own area from its own sign-in page', async ({ page }) => {
    await page.goto('/company/auth/login');
    await expect(page).toHaveURL(/\/company$/);
  });
});

test.describe('signed-in users on their auth pages', () => {
  test.describe('admin', () => {
    test.use(asRole('admin'));
    test('goes from the admin sign-in page to /backoffice', async ({ page }) => {
      await page.goto('/backoffice/auth/login');
      await expect(page).toHaveURL(/\/backoffice$/);
    });
  });

  test.describe('verified talent', () => {
    test.use(asRole('talent'));
    test('goes from the talent sign-in page to /talent-dashboard', async ({ page }) => {
      await page.goto('/auth/login');
      await expect(page).toHaveURL(/\/talent-dashboard$/);
    });
  });
});
