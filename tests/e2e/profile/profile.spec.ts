import { expect, signUp, test } from '../fixtures';
import { makePdf, makePng } from './files';
import { BOTH, firebaseMode, NO_STORAGE_EMULATOR } from '../backend';
import { expectNoSeriousViolations } from '../a11y/axe';

test('a new talent is onboarded, uploads a photo and a CV, and completes the profile', BOTH, async ({ page }) => {
  test.skip(firebaseMode, `uploads a photo and a CV: ${NO_STORAGE_EMULATOR}`);
  await signUp(page, 'talent', { name: 'Ada Profile' });

  const dialog = page.getByRole('dialog', { name: 'Set up your profile' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Job-seeker category').selectOption('Data Scientist');
  await dialog.getByRole('button', { name: 'Next' }).click();
  const skills = dialog.getByRole('textbox', { name: 'Skills' });
  for (const skill of ['Python', 'SQL', 'Statistics']) {
    await skills.fill(skill);
    await skills.press('Enter');
  }
  await expect(dialog.getByRole('button', { name: 'Remove SQL' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel('Available for work')).toBeChecked();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog
    .getByLabel('CV file')
    .setInputFiles({ name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: makePdf() });
  await expect(dialog.getByRole('link', { name: 'ada-cv.pdf (PDF)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/talent-dashboard/profile');
  await expect(page.getByRole('heading', { name: /Profile \d+% complete/ })).toBeVisible();
  await expect(page.getByLabel('Job-seeker category')).toHaveValue('Data Scientist');

  // A wrong type is refused before any byte is sent, with the reason.
  const photo = page.getByLabel('Profile photo file');
  await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByRole('group', { name: 'Profile photo' }).getByRole('alert')).toContainText(
    'Files of type text/plain cannot be uploaded; choose JPEG, PNG or WebP images',
  );

  await photo.setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: makePng() });
  const avatar = page.getByRole('img', { name: 'Your profile photo' });
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /\/_next\/image\?url=%2Fapi%2Flocal%2Ffiles/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByLabel('Headline').fill('Data scientist who ships');
  await page.getByLabel('About').fill('I turn messy data into decisions.');
  await page.getByLabel('Education status').selectOption('Graduate');
  await page.getByLabel('Experience').selectOption('1 - 3 years');
  await page.getByLabel('Location').fill('Lagos');
  await page.getByLabel('GitHub').fill('not a url');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByLabel('GitHub')).toHaveAccessibleDescription(
    'GitHub must be a web address starting with https://',
  );
  await page.getByLabel('GitHub').fill('https://github.com/ada');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile 100% complete' })).toBeVisible();
  await expect(page.getByText('Your profile is complete.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Headline')).toHaveValue('Data scientist who ships');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a new company is asked to complete its profile and does so with a logo', BOTH, async ({ page }) => {
  test.skip(firebaseMode, `uploads a logo: ${NO_STORAGE_EMULATOR}`);
  await signUp(page, 'company', { name: 'Logo Testing Ltd' });
  const banner = page.getByRole('region', { name: 'Complete your company profile' });
  await expect(banner).toBeVisible();
  await page.goto('/company/jobs/create');
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Complete profile' }).click();
  await expect(page).toHaveURL(/\/company\/profile$/);

  await page
    .getByLabel('Logo file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(80, [14, 124, 102]) });
  await expect(page.getByRole('img', { name: 'Logo Testing Ltd logo' })).toBeVisible();

  await page.getByLabel('Website').fill('https://logo-testing.example');
  await page.getByLabel('About').fill('We test logos.');
  await page.getByLabel('Company size').selectOption('1001 - 5000');
  await page.getByLabel('Company type').selectOption('Software Development');
  await page.getByRole('checkbox', { name: 'Web Design' }).check();
  await page.getByLabel('Location').fill('Nairobi');
  await page.getByLabel('LinkedIn').fill('https://linkedin.com/company/logo-testing');
  await page.getByRole('button', { name: 'Save company profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile complete' })).toBeVisible();

  await page.goto('/company');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Logo Testing Ltd!');
  await expect(page.getByRole('region', { name: 'Complete your company profile' })).toHaveCount(0);
});

test(
  'a talent adds a work and an education entry; it, companies and the back office see them',
  BOTH,
  async ({ page, companyPage: company, adminPage: admin }) => {
    // Three actors and three axe scans: on a loaded 2-core machine it passed the 45 s default once.
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const name = `Ada Career ${stamp}`;
    const organisation = `Acme${stamp} Robotics`;
    const account = await signUp(page, 'talent', { name });
    await page
      .getByRole('dialog', { name: 'Set up your profile' })
      .getByRole('button', { name: 'Skip for now' })
      .click();
    await page.goto('/talent-dashboard/profile');

    await page.getByRole('button', { name: 'Add a work entry' }).click();
    const entry = page.getByRole('group', { name: 'Work entry 1' });
    await expect(entry.getByLabel('Company or organisation')).toBeFocused();
    await page.keyboard.type(organisation);
    await entry.getByLabel('Job title').fill('Junior Engineer');
    await entry.getByLabel('Start month').fill('2023-02');
    await entry.getByLabel('End month').fill('2022-01');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(entry.getByLabel('End month')).toHaveAccessibleDescription(
      'The end month cannot be before the start month',
    );
    await entry.getByRole('checkbox', { name: 'Ongoing' }).check();
    await entry.getByLabel('Description (optional)').fill('Robot arm firmware.');

    await page.getByRole('button', { name: 'Add an education entry' }).click();
    const school = page.getByRole('group', { name: 'Education entry 1' });
    await school.getByLabel('School').fill('Université de Porto');
    await school.getByLabel('Degree or course').fill('BSc Robotics');
    await school.getByLabel('Start month').fill('2019-10');
    await school.getByLabel('End month').fill('2022-07');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();
    await expectNoSeriousViolations(page, 'the talent profile form with entries');

    // Stored, not only kept by the form: a reload shows them again.
    await page.reload();
    await expect(page.getByRole('group', { name: 'Work entry 1' }).getByLabel('Company or organisation')).toHaveValue(
      organisation,
    );
    await expect(page.getByRole('group', { name: 'Education entry 1' }).getByLabel('Degree or course')).toHaveValue(
      'BSc Robotics',
    );

    await page.getByRole('link', { name: 'View as a company sees it' }).click();
    await expect(page).toHaveURL(/\/talent-dashboard\/profile\/preview$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const history = page.getByRole('list', { name: `Work history of ${name}` });
    await expect(history.getByRole('listitem')).toHaveText([
      `Junior Engineer · ${organisation}Feb 2023 – PresentRobot arm firmware.`,
    ]);
    // No email on the profile itself (the email-verification banner above it names the talent's own address).
    await expect(
      page
        .getByRole('main')
        .getByText(/@/)
        .locator('xpath=self::*[not(ancestor::section[@aria-label="Email verification"])]'),
    ).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to edit your profile' }).click();
    await expect(page.getByRole('group', { name: 'Work entry 1' }).getByLabel('Job title')).toHaveValue(
      'Junior Engineer',
    );

    // A company finds the talent by where it worked and reads both lists on its profile.
    await company.goto(`/company/assessments?q=${encodeURIComponent(organisation.split(' ')[0])}`);
    await company
      .getByRole('list', { name: 'Talents' })
      .getByRole('link', { name: `View profile of ${name}` })
      .click();
    await expect(company.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(company.getByRole('list', { name: `Work history of ${name}` }).getByRole('listitem')).toHaveText([
      `Junior Engineer · ${organisation}Feb 2023 – PresentRobot arm firmware.`,
    ]);
    await expect(company.getByRole('list', { name: `Education of ${name}` }).getByRole('listitem')).toHaveText([
      'BSc Robotics · Université de PortoOct 2019 – Jul 2022',
    ]);
    await expectNoSeriousViolations(company, "a talent's profile as a company sees it");

    // The back office sees the career history on the talent's page.
    await admin.goto('/backoffice/talents');
    await admin.getByLabel('Email or name').fill(account.email);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.getByRole('list', { name: 'Talents' }).getByRole('link', { name }).click();
    await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(admin.getByRole('list', { name: `Work history of ${name}` }).getByRole('listitem')).toContainText([
      organisation,
    ]);
    await expect(admin.getByRole('list', { name: `Education of ${name}` }).getByRole('listitem')).toContainText([
      'BSc Robotics',
    ]);
    await expectNoSeriousViolations(admin, "the back office's talent page");
  },
);
