import { expect, signUp, test } from '../fixtures';

test('a company finds a new talent by category and skill and sees its profile without its contact', async ({
  page,
  companyPage,
}) => {
  const stamp = Date.now().toString(36);
  const skill = `Kdb${stamp}`;
  const name = `Dana Discover ${stamp}`;
  const talent = await signUp(page, 'talent', { name });

  const onboarding = page.getByRole('dialog', { name: 'Set up your profile' });
  await expect(onboarding).toBeVisible();
  await onboarding.getByLabel('Job-seeker category').selectOption('Data Scientist');
  await onboarding.getByRole('button', { name: 'Next' }).click();
  const skills = onboarding.getByRole('textbox', { name: 'Skills' });
  await skills.fill(skill);
  await skills.press('Enter');
  await expect(onboarding.getByRole('button', { name: `Remove ${skill}` })).toBeVisible();
  await onboarding.getByRole('button', { name: 'Next' }).click();
  await expect(onboarding.getByLabel('Available for work')).toBeChecked();
  await onboarding.getByRole('button', { name: 'Next' }).click();
  await onboarding.getByRole('button', { name: 'Finish' }).click();
  await expect(onboarding).toBeHidden();

  const company = companyPage;
  await company.goto('/company');
  await company
    .getByRole('navigation', { name: 'Company menu' })
    .getByRole('link', { name: 'Assessments' })
    .first()
    .click();
  await expect(company.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
  await company.getByLabel('Category', { exact: true }).selectOption('Data Scientist');
  await company.getByLabel('Skill', { exact: true }).fill(skill);
  await company.getByRole('button', { name: 'Search' }).click();
  await expect(company).toHaveURL(new RegExp(`role=Data\\+Scientist|role=Data%20Scientist`));
  await expect(company).toHaveURL(new RegExp(`skill=${skill}`));

  const list = company.getByRole('list', { name: 'Talents' });
  await expect(list.getByRole('link', { name: /^View profile of / })).toHaveCount(1);
  const item = list.getByRole('listitem', { name });
  await expect(item).toContainText('Data Scientist');
  await expect(item).toContainText(skill);

  // The filters survive a reload (they are in the URL).
  await company.reload();
  await expect(company.getByLabel('Skill', { exact: true })).toHaveValue(skill);
  await company.getByRole('link', { name: `View profile of ${name}` }).click();
  await expect(company).toHaveURL(/\/company\/assessments\/[^/?]+$/);
  await expect(company.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(company.getByRole('list', { name: `Skills of ${name}` })).toContainText(skill);
  await expect(
    company.getByText(
      `Contact details are shared when ${name} applies to one of your jobs or accepts your message request.`,
    ),
  ).toBeVisible();
  await expect(company.getByText(talent.email)).toHaveCount(0);
});
