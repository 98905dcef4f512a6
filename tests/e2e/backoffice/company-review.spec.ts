/**
 * A new company waits for the back office before it reaches talents: discovery explains why instead of listing
 * anyone, the back office refuses to review it before its email is verified, and once an administrator verifies it
 * the company is told in app and sees talents.
 */
import { expect, signUp, test } from '../fixtures';
import { BOTH } from '../backend';
import { openCompany, verifyEmailFromMailbox } from './steps';

test(
  'a pending company sees why it waits; verified by an administrator, it is notified and discovers talents',
  BOTH,
  async ({ page: company, adminPage: admin }) => {
    test.setTimeout(120_000);
    const companyName = `Waiting Labs ${Date.now().toString(36)}`;
    const account = await signUp(company, 'company', { name: companyName });

    // Discovery: the explanation, no talent, no permission error.
    await company.goto('/company/assessments');
    await expect(company.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
    await expect(company.getByRole('heading', { name: 'Your company is awaiting review' })).toBeVisible();
    await expect(company.getByRole('list', { name: 'Talents' })).toHaveCount(0);
    await expect(company.getByText(/insufficient permissions/i)).toHaveCount(0);
    // Messages: the inbox opens, with the same explanation.
    await company.goto('/company/messages');
    await expect(company.getByRole('heading', { name: 'Your company is awaiting review' })).toBeVisible();

    // The back office shows the email is not verified and refuses to review the company until it is.
    await openCompany(admin, companyName);
    await expect(admin.getByRole('main').getByText('Email not verified', { exact: true })).toBeVisible();
    await admin.getByRole('button', { name: 'Verify', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: `Verify ${companyName}?` });
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByRole('alert')).toContainText('has not verified its email address');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The company opens its verification link; now the administrator verifies it.
    await verifyEmailFromMailbox(company, account.email);
    await openCompany(admin, companyName);
    await admin.getByRole('button', { name: 'Verify', exact: true }).click();
    await admin
      .getByRole('dialog', { name: `Verify ${companyName}?` })
      .getByRole('button', { name: 'Verify' })
      .click();
    await expect(admin.getByRole('dialog')).toBeHidden();
    await expect(admin.getByRole('main').getByText('Verified', { exact: true })).toBeVisible();

    // Told in app: the bell counts it and the panel lists it.
    await company.goto('/company');
    const bell = company.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(company.getByRole('region', { name: 'Latest notifications' })).toContainText(
      'Your company is verified',
    );

    // Discovery now lists talents open to offers (the demo talents).
    await company.goto('/company/assessments');
    await expect(company.getByRole('heading', { name: 'Your company is awaiting review' })).toHaveCount(0);
    await expect(
      company
        .getByRole('list', { name: 'Talents' })
        .getByRole('link', { name: /^View profile of / })
        .first(),
    ).toBeVisible();
  },
);
