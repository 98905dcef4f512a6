/**
 * Shared Playwright fixtures. Each demo role signs in once (auth.setup.ts) and specs reuse its stored session:
 *
 *   test.use(asRole('company'));            // every test in the file starts signed in as the demo company
 *   test('...', async ({ page, talentPage }) => { ... });   // or a second, separately signed-in page
 *
 * Tests that change an account's state create their own account (`newAccount`) instead of touching the demo ones,
 * so no test depends on another's leftovers.
 */
import path from 'node:path';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../constants/demo-accounts';
import { ADMIN_ROUTES, COMPANY_ROUTES, TALENT_ROUTES, type Role } from '../../constants/routes';

export type { Role };

export interface RoleInfo {
  email: string;
  password: string;
  loginPath: string;
  homePath: string;
  signUpPath?: string;
}

/** The seeded demo accounts and each area's entry points, from the app's own constants. */
export const ROLES: Record<Role, RoleInfo> = {
  talent: {
    ...DEMO_ACCOUNTS.talent,
    loginPath: TALENT_ROUTES.login,
    homePath: TALENT_ROUTES.home,
    signUpPath: TALENT_ROUTES.signUp,
  },
  company: {
    ...DEMO_ACCOUNTS.company,
    loginPath: COMPANY_ROUTES.login,
    homePath: COMPANY_ROUTES.home,
    signUpPath: COMPANY_ROUTES.signUp,
  },
  admin: { ...DEMO_ACCOUNTS.admin, loginPath: ADMIN_ROUTES.login, homePath: ADMIN_ROUTES.home },
};

/** Stored sessions live under Playwright's output folder, which it wipes at the start of every run. */
export const AUTH_DIR = path.join(__dirname, '..', '..', 'test-results', '.auth');
export const storageStatePath = (role: Role): string => path.join(AUTH_DIR, `${role}.json`);

/** For `test.use(...)`: the file's tests start signed in as that demo role. */
export const asRole = (role: Role) => ({ storageState: storageStatePath(role) });

let counter = 0;
/** A unique, valid email address for an account a test creates. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `${prefix}-${stamp}@e2e.test`;
}

/** The role's area, not its own auth pages (`/company/auth/login` is under `/company/` but is not the area). */
const inArea = (pathname: string, home: string): boolean =>
  pathname === home || (pathname.startsWith(`${home}/`) && !pathname.startsWith(`${home}/auth/`));

/** Signs in through the role's real sign-in form and waits for its home page. */
export async function signIn(page: Page, role: Role, credentials?: { email: string; password: string }): Promise<void> {
  const info = ROLES[role];
  const { email, password } = credentials ?? info;
  await page.goto(info.loginPath);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => inArea(url.pathname, info.homePath), {
    timeout: 20_000,
  });
}

export interface NewAccount {
  role: Exclude<Role, 'admin'>;
  email: string;
  password: string;
  name: string;
}

/**
 * Creates a fresh talent or company account through the role's real sign-up form (the way a newcomer does it) and
 * leaves `page` signed in as it on its home page.
 */
export async function signUp(
  page: Page,
  role: Exclude<Role, 'admin'>,
  overrides: Partial<NewAccount> = {},
): Promise<NewAccount> {
  const info = ROLES[role];
  const account: NewAccount = {
    role,
    email: overrides.email ?? uniqueEmail(role),
    password: overrides.password ?? 'e2e-password-1',
    name: overrides.name ?? (role === 'talent' ? 'Ada Tester' : 'Acme Testing Ltd'),
  };
  await page.goto(info.signUpPath!);
  await page.getByLabel(role === 'talent' ? 'Full name' : 'Company name', { exact: true }).fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  if (role === 'talent') {
    await page.getByLabel('Job-seeker category', { exact: true }).selectOption({ label: 'Web Developer' });
  }
  await page.getByRole('button', { name: `Create ${role} account`, exact: true }).click();
  await expect(page).toHaveURL((url) => inArea(url.pathname, info.homePath), {
    timeout: 20_000,
  });
  return account;
}

// Playwright's fixture callback is named `provide` here: ESLint's React rules mistake a function called `use` for a hook.
async function pageAs(browser: Browser, role: Role, provide: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ storageState: storageStatePath(role) });
  const page = await context.newPage();
  await provide(page);
  await context.close();
}

interface Fixtures {
  /** A page in its own context, signed in as the demo talent (independent of the test's `page`). */
  talentPage: Page;
  companyPage: Page;
  adminPage: Page;
  /** Uncaught exceptions in the page fail the test (a hydration error or a crash is a bug, not noise). */
  failOnPageError: void;
}

export const test = base.extend<Fixtures>({
  talentPage: async ({ browser }, provide) => pageAs(browser, 'talent', provide),
  companyPage: async ({ browser }, provide) => pageAs(browser, 'company', provide),
  adminPage: async ({ browser }, provide) => pageAs(browser, 'admin', provide),
  failOnPageError: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.stack ?? err.message));
      await provide();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
