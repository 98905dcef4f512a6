import { BOTH, firebaseMode, NO_STORAGE_EMULATOR } from '../backend';
import { expect, signUp, test } from '../fixtures';
import { makePng } from './files';

// The stall time is 20 s (UPLOAD_STALL_MS): the whole test waits it out once.
test.setTimeout(90_000);

/** Where the browser sends the file: the local file route, or Cloud Storage's upload API (`/v0/b/<bucket>/o`). */
const FILE_SERVER = firebaseMode ? '**/v0/b/**' : '**/api/local/files/**';

test(
  'an upload to a file server that never answers stops after 20 s with a message, and Retry sends it again',
  BOTH,
  async ({ page }) => {
    await signUp(page, 'company', { name: 'Stalled Uploads Ltd' });
    await page.goto('/company/profile');

    // The file server accepts the request and never answers: the progress would sit at 0 % forever.
    let hold = true;
    let sent = 0;
    await page.route(FILE_SERVER, async (route) => {
      const method = route.request().method();
      if (method !== 'PUT' && method !== 'POST') return route.fallback();
      sent += 1;
      if (!hold) return route.fallback();
      await new Promise(() => undefined);
    });
    const logo = page.getByRole('group', { name: 'Logo' });
    await page
      .getByLabel('Logo file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(80, [14, 124, 102]) });
    await expect(logo.getByRole('progressbar', { name: 'Uploading logo.png' })).toBeVisible();
    await expect(logo.getByRole('alert')).toHaveText(
      'The upload made no progress for 20 seconds. Check your connection and retry.',
      { timeout: 30_000 },
    );
    await expect(logo.getByRole('progressbar')).toHaveCount(0);
    const sentBeforeRetry = sent;
    expect(sentBeforeRetry).toBeGreaterThan(0);

    // Without a Storage emulator the retried upload cannot land: it is seen leaving again, with its progress shown.
    hold = firebaseMode;
    await logo.getByRole('button', { name: 'Retry upload' }).click();
    await expect(logo.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => sent).toBeGreaterThan(sentBeforeRetry);
    if (firebaseMode) {
      await expect(logo.getByRole('progressbar', { name: 'Uploading logo.png' })).toBeVisible();
      test.info().annotations.push({
        type: 'partly skipped',
        description: `the retried upload landing: ${NO_STORAGE_EMULATOR}`,
      });
      return;
    }
    await expect(page.getByRole('img', { name: 'Stalled Uploads Ltd logo' })).toBeVisible();
  },
);
