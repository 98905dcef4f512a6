import { expect, test } from '../fixtures';

test('an admin adds a resource and a talent finds it by skill on the Learn page', async ({ adminPage, talentPage }) => {
  const stamp = Date.now().toString(36);
  const title = `E2E Guide ${stamp}`;
  const skill = `Skill${stamp}`;

  await adminPage.goto('/backoffice/resources');
  await adminPage.getByRole('button', { name: 'Add resource' }).click();
  const form = adminPage.getByRole('dialog', { name: 'Add resource' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Link', { exact: true }).fill('https://developer.mozilla.org/en-US/docs/Learn');
  await form.getByLabel('Type', { exact: true }).selectOption('course');
  await form.getByLabel('Skills', { exact: true }).fill(skill);
  await form.getByLabel('Skills', { exact: true }).press('Enter');
  await form.getByRole('checkbox', { name: 'Web Developer' }).check();
  await form.getByRole('button', { name: 'Add resource' }).click();
  await expect(form).toBeHidden();

  await talentPage.goto('/talent-dashboard/learn');
  await talentPage.getByLabel('Skill', { exact: true }).fill(skill.toLowerCase());
  await talentPage.getByRole('button', { name: 'Search' }).click();
  const link = talentPage.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', 'https://developer.mozilla.org/en-US/docs/Learn');

  await talentPage.getByRole('button', { name: `Save for later: ${title}` }).click();
  await talentPage.reload();
  await expect(
    talentPage.getByRole('region', { name: 'Saved for later' }).getByRole('link', { name: title }),
  ).toBeVisible();
});
