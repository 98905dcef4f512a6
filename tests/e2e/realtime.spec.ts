import { expect, signIn, signUp, test } from './fixtures';

test("two browsers signed in to the same account see each other's writes live", async ({ browser, page }) => {
  const account = await signUp(page, 'talent');
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, 'talent', { email: account.email, password: account.password });
  await other.goto('/talent-dashboard/jobs');
  await expect(other.getByRole('link', { name: `Account of ${account.name}` })).toBeVisible();

  await page.goto('/talent-dashboard/profile');
  await page.getByLabel('Full name', { exact: true }).fill('Renamed Live');
  const saved = Date.now();
  await page.getByRole('button', { name: 'Save profile' }).click();
  // The other browser did nothing: the new name arrives over its live subscription.
  await expect(other.getByRole('link', { name: 'Account of Renamed Live' })).toBeVisible({ timeout: 3_000 });
  console.log(`[realtime] the other browser showed the change ${Date.now() - saved} ms after Save was clicked`);
  await otherContext.close();
});
