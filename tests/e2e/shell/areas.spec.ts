import type { Page } from '@playwright/test';
import { asRole, expect, test } from '../fixtures';

/** The logo carries the beta badge (SPEC section 1): on a phone the top bar's actions must leave room for it. */
async function expectBadgeUnclippedOnPhone(page: Page, path: string) {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(path);
  const badge = page.getByRole('banner').getByText('beta', { exact: true });
  await expect(badge).toBeVisible();
  const clipped = await badge.evaluate((el) => {
    const own = el.getBoundingClientRect();
    // Any ancestor up to the top bar that hides overflow must hold the badge entirely.
    for (let box = el.parentElement; box && box.tagName !== 'HEADER'; box = box.parentElement) {
      const edge = box.getBoundingClientRect();
      if (getComputedStyle(box).overflow !== 'visible' && (own.right > edge.right + 0.5 || own.left < edge.left - 0.5))
        return true;
    }
    return own.right > window.innerWidth;
  });
  expect(clipped).toBe(false);
}

test.describe('back office', () => {
  test.use(asRole('admin'));

  test('the demo admin sees the seven sidebar entries, then Settings and Logout', async ({ page }) => {
    await page.goto('/backoffice');
    const sidebar = page.getByRole('complementary');
    const menu = sidebar.getByRole('navigation', { name: 'Back office menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Talents',
      'Companies',
      'Assessments',
      'Resources',
      'Events',
      'Message',
    ]);
    await expect(sidebar.getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute(
      'href',
      '/backoffice/settings',
    );
    await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  });

  test('each sidebar entry opens its page inside the admin layout', async ({ page }) => {
    await page.goto('/backoffice');
    const menu = page.getByRole('navigation', { name: 'Back office menu' });
    await menu.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/backoffice\/events$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
    await expect(menu.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('talent area', () => {
  test.use(asRole('talent'));

  test('shows the seeker menu, and no Join Community link to a bare chat service while no invite link is configured', async ({
    page,
  }) => {
    await page.goto('/talent-dashboard');
    const menu = page.getByRole('navigation', { name: 'Talent menu' });
    // Messages carries the unread badge when there is something to read ("Messages 1 unread").
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Profile',
      'Job',
      /^Messages/,
      'Assessments',
      'Applied jobs',
      'Learn',
      'Events',
    ]);
    const community = page.getByRole('link', { name: /Join Community/ });
    if (process.env.NEXT_PUBLIC_COMMUNITY_URL) {
      await expect(community).toHaveAttribute('href', process.env.NEXT_PUBLIC_COMMUNITY_URL);
      await expect(community).toHaveAttribute('target', '_blank');
      await expect(community).toHaveAttribute('rel', 'noopener noreferrer');
    } else {
      await expect(community).toHaveCount(0);
    }
  });

  test('on a 375 px phone the top bar shows the logo whole, its beta badge unclipped', async ({ page }) => {
    await expectBadgeUnclippedOnPhone(page, '/talent-dashboard');
  });

  test('the sidebar shows the product name whole beside its beta badge', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/talent-dashboard');
    const name = page.getByRole('complementary').getByText('TalentBridge', { exact: true });
    await expect(name).toBeVisible();
    // The name is cut with an ellipsis when the logo is short of room; in the sidebar it never should be.
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test('every talent route renders inside the talent layout', async ({ page }) => {
    const screens: [string, RegExp][] = [
      ['/talent-dashboard/jobs', /Find jobs/],
      ['/talent-dashboard/applied-jobs', /Applied jobs/],
      ['/talent-dashboard/assessments/react/a-1', /This assessment does not exist/],
      ['/talent-dashboard/messages', /Conversations with companies/],
    ];
    for (const [path, content] of screens) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Talent menu' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(content);
    }
    // A job that does not exist says so inside the layout at once (a not-found answer is not retried).
    await page.goto('/talent-dashboard/jobs/no-such-job');
    await expect(page.getByRole('navigation', { name: 'Talent menu' })).toBeVisible();
    await expect(page.getByText('This job does not exist or was removed.')).toBeVisible({ timeout: 5_000 });
    await page.goto('/talent-dashboard/profile');
    await expect(page.getByRole('navigation', { name: 'Talent menu' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your profile');
  });
});

test.describe('company area', () => {
  test.use(asRole('company'));

  test('on a 375 px phone the top bar (with Post Job) shows the logo whole, its beta badge unclipped', async ({
    page,
  }) => {
    await expectBadgeUnclippedOnPhone(page, '/company');
  });

  test("the desktop sidebar's background runs the page's full height on a long page, its menu staying in view", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/company/jobs/demo-job-02');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sidebar = page.getByRole('complementary');
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeGreaterThan(600);
    expect((await sidebar.boundingBox())!.height).toBeGreaterThanOrEqual(pageHeight - 1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeInViewport();
  });

  test('shows the company menu in order, with Settings going to /company/settings', async ({ page }) => {
    await page.goto('/company');
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByRole('navigation', { name: 'Company menu' }).getByRole('link')).toHaveText([
      'Home',
      'Profile',
      'Assessments',
      'Messages',
      'Applied',
      'Jobs',
      'Events',
    ]);
    await sidebar.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/company\/settings$/);
    await expect(page.getByRole('main').getByText('company@demo.test')).toBeVisible();
  });
});

test('the landing page offers both sign-ups, and unknown pages get a helpful 404', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Join as a talent' })).toHaveAttribute('href', '/auth/sign-up');
  await expect(page.getByRole('link', { name: 'Hire as a company' })).toHaveAttribute('href', '/company/auth/sign-up');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});
