import { expect, signUp, test } from '../fixtures';
import { BOTH } from '../backend';
import { verifyCompany } from '../backoffice/steps';

/*
 * A scam caught on the server, end to end: a verified company's message request asks a new talent for a fee; it is
 * delivered, the company sees nothing unusual, the talent sees the warning and reports it in one tap; an
 * administrator finds it in the trust queue with its signal, suspends the company in one step, and the talent is
 * warned in the bell.
 */
test(
  'a scam message is flagged for the talent alone, reported, and the company suspended from the trust queue',
  BOTH,
  async ({ browser, page: company, adminPage: admin }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const companyName = `Quick Hire ${stamp}`;
    const talentName = `Tia Target ${stamp}`;
    const scam = `Congratulations! To start the internship pay the registration fee of 50 USD today. ${stamp}`;
    const warning = 'This company asks you to pay. Companies on the marketplace never ask for money.';

    // A new talent, open to offers once onboarding is done.
    const talentContext = await browser.newContext();
    const talent = await talentContext.newPage();
    await signUp(talent, 'talent', { name: talentName });
    const onboarding = talent.getByRole('dialog', { name: 'Set up your profile' });
    for (let step = 0; step < 3; step++) await onboarding.getByRole('button', { name: 'Next' }).click();
    await onboarding.getByRole('button', { name: 'Finish' }).click();
    await expect(onboarding).toBeHidden();

    // A new company, verified by the back office, sends her a message request asking for a fee.
    await signUp(company, 'company', { name: companyName });
    await verifyCompany(admin, companyName);
    await company.goto('/company/assessments?role=Web+Developer');
    await company
      .getByRole('link', { name: `View profile of ${talentName}` })
      .first()
      .click();
    await company.getByRole('link', { name: `Send ${talentName} a message request` }).click();
    await company.getByLabel('Message', { exact: true }).fill(scam);
    await company.getByRole('button', { name: 'Send', exact: true }).click();
    const companyLog = company.getByRole('log', { name: `Messages with ${talentName}` });
    await expect(companyLog).toContainText(scam);
    // The sender never learns its message was flagged.
    await expect(company.getByText(warning)).toHaveCount(0);

    // The talent gets the message with the warning under it, and reports the company in one tap.
    await talent.goto('/talent-dashboard/messages');
    await talent.getByRole('button', { name: 'Requests' }).click();
    await talent.getByRole('button', { name: new RegExp(companyName) }).click();
    const talentLog = talent.getByRole('log', { name: `Messages with ${companyName}` });
    await expect(talentLog).toContainText(scam);
    await expect(talentLog.getByText(warning)).toBeVisible();
    await talentLog.getByRole('button', { name: 'Report this company' }).click();
    await expect(talent.getByText('Thank you. An administrator will review this conversation.')).toBeVisible();
    await expect(talentLog.getByRole('button', { name: 'Reported' })).toBeDisabled();

    // The trust queue lists the flagged message and the report, with the signal; one step suspends the company.
    await admin.goto('/backoffice/trust');
    const flagged = admin.getByRole('listitem', { name: `Flagged message: ${companyName}` });
    await expect(flagged).toContainText('asks for a payment or fee');
    await expect(admin.getByRole('listitem', { name: `Scam report: ${companyName}` })).toBeVisible();
    await flagged.getByRole('button', { name: `Suspend ${companyName}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Suspend ${companyName}?` });
    await dialog.getByLabel('Reason for the suspension').fill('Asks talents for a registration fee');
    await dialog.getByRole('button', { name: 'Suspend and warn talents' }).click();
    await expect(admin.getByText(`${companyName} suspended; 1 talent it wrote to was warned.`)).toBeVisible();
    await expect(admin.getByRole('listitem', { name: new RegExp(companyName) })).toHaveCount(0);

    // The talent is warned in the bell.
    await talent.goto('/talent-dashboard');
    await talent.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(talent.getByRole('region', { name: 'Latest notifications' })).toContainText(
      `${companyName} was suspended`,
    );
    await talentContext.close();
  },
);
