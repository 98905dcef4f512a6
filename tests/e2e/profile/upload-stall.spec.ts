import { expect, signUp, test } from '../fixtures';
import { makePng } from './files';

// The stall time is 20 s (UPLOAD_STALL_MS): the whole test waits it out once.
test.setTimeout(90_000);

test('an upload to a file server that never answers stops after 20 s with a message, and Retry sends it again', async ({ page }) => {
  await signUp(page, 'company', { name: 'Stalled Uploads Ltd' });
  await page.goto('/company/profile');

  // The file server accepts the request and never answers: the progress would sit at 0 % forever.
  let hold = true;
  await page.route('**/api/local/files/**', async (route) => {
    if (route.request().method() !== 'PUT' || !hold) return route.fallback();
    await new Promise(() => undefined);
  });
  const logo = page.getByRole('group', { name: 'Logo' });
  await page.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(80, [14, 124, 102]) });
  await expect(logo.getByRole('progressbar', { name: 'Uploading logo.png' })).toBeVisible();
  await expect(logo.getByRole('alert')).toHaveText('The upload made no progress for 20 seconds. Check your connection and retry.', { timeout: 30_000 });
  await expect(logo.getByRole('progressbar')).toHaveCount(0);

  hold = false;
  await logo.getByRole('button', { name: 'Retry upload' }).click();
  await expect(page.getByRole('img', { name: 'Stalled Uploads Ltd logo' })).toBeVisible();
  await expect(logo.getByRole('alert')).toHaveCount(0);
});
