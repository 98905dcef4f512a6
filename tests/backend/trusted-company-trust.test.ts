/**
 * Company trust in the trusted operations, on both backends: the same journeys over the local engine's server
 * documents and over firebase-admin against the Firestore emulator (skipped, with one line, without it). A company
 * the back office has not verified (or suspended) sends no message to a talent; it is reviewed only once its email
 * is verified; it is told the outcome in app and by email; decline and suspension reasons stay in its private
 * record (companyAccounts); a company of before the review counts as awaiting it.
 */
import { adminDashboard } from '@/server/trusted/admin-dashboard';
import { declineCompany, verifyCompany } from '@/server/trusted/company-review';
import { firebaseTrustedServices } from '@/server/trusted/firebase-services';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import { messageSend } from '@/server/trusted/message-send';
import { restoreAccount, suspendAccount } from '@/server/trusted/suspension';
import type { TrustedContext, TrustedServices } from '@/server/trusted/types';
import type { OutgoingMail } from '@/server/mail/types';
import { getAdminAuth } from '@/server/firebase-admin';
import type { LocalEngine } from '@/server/local/engine';
import { openTestEngine } from '../helpers/local-server';
import { disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';
import { founderMemberDoc } from '@/services/converters/company-member-doc';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 300_000 });

const RUN = `${process.pid}x${Date.now().toString(36)}`;
let seq = 0;
const uid = (prefix: string) => `${prefix}${RUN}n${++seq}`;

const withFirestore = requireEmulator(
  'company trust on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'start the Firestore emulator and set FIRESTORE_EMULATOR_HOST=127.0.0.1:<port>',
);
const withAuth =
  withFirestore &&
  requireEmulator(
    'account email check on the Auth emulator',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'run under node scripts/with-auth-emulator.mjs',
  );

interface Harness {
  services(): TrustedServices;
}

/** The journeys, run once per backend. Mail is captured; sign-in accounts are stubbed (email verified unless listed). */
function companyTrustJourneys(name: string, enabled: boolean, harness: () => Harness) {
  describe.skipIf(!enabled)(`company trust in trusted operations (${name})`, () => {
    const mail: OutgoingMail[] = [];
    const unverifiedEmails = new Set<string>();
    const ctxFor = (caller: string): TrustedContext => ({
      ...harness().services(),
      deleteUser: async () => undefined,
      deleteFiles: async () => 0,
      copyFile: async () => null,
      listFiles: async () => [],
      readFile: async () => null,
      saveFile: async () => undefined,
      listAccounts: async () => ({ accounts: [], next: null }),
      setUserDisabled: async () => undefined,
      accountEmailVerified: async (id) => !unverifiedEmails.has(id),
      sendMail: async (m) => {
        mail.push(m);
      },
      caller: { uid: caller, email: `${caller}@trust.test`, authTime: Date.now(), secondFactor: 'totp' },
    });
    const docs = () => harness().services().docs;
    const data = async (path: string) => (await docs().get(path)).data;
    const seedCompany = async (id: string, extra: Record<string, unknown> = {}) => {
      await docs().set(`companies/${id}`, { id, name: `Company ${id}`, timestamp: new Date(), new: false, ...extra });
      await docs().set(`companyAccounts/${id}`, { id, email: `${id}@trust.test` });
      await docs().set(`companyMembers/${id}`, founderMemberDoc(id, `Company ${id}`, `${id}@trust.test`, new Date()));
    };
    const seedTalent = (id: string) =>
      docs().set(`students/${id}`, {
        id,
        name: `Talent ${id}`,
        email: `${id}@trust.test`,
        availability: true,
        skills: [],
        timestamp: new Date(),
      });
    const seedAdmin = (id: string) => docs().set(`admin/${id}`, { id, name: 'Ada Admin', email: `${id}@trust.test` });
    const notificationsOf = (userId: string) =>
      docs().query({ collection: 'notifications', where: [{ field: 'userId', op: '==', value: userId }] });

    it('a company awaiting review, declined, of before the review or suspended sends no message to a talent; verified, it does', async () => {
      const talent = uid('ta');
      const admin = uid('ad');
      await seedTalent(talent);
      await seedAdmin(admin);
      for (const standing of [
        { verification: 'pending' },
        { verification: 'declined' },
        {},
        { verification: 'verified', suspended: true },
      ]) {
        const company = uid('co');
        await seedCompany(company, standing);
        await expect(messageSend(ctxFor(company), { to: talent, text: 'Open to a role?' })).rejects.toMatchObject({
          code: 'permission-denied',
        });
        expect((await docs().get(`conversations/${[company, talent].sort().join('_')}`)).exists).toBe(false);
      }
      const pending = uid('co');
      await seedCompany(pending, { verification: 'pending' });
      // It may still answer an administrator (who may ask it for what the review needs).
      await messageSend(ctxFor(admin), { to: pending, text: 'Please send your registration number.' });
      await expect(messageSend(ctxFor(pending), { to: admin, text: 'Here it is.' })).resolves.toMatchObject({
        messageId: expect.any(String),
      });

      await verifyCompany(ctxFor(admin), { companyId: pending });
      await expect(messageSend(ctxFor(pending), { to: talent, text: 'Open to a role?' })).resolves.toMatchObject({
        messageId: expect.any(String),
      });
    });

    it('reviews a company only once its email is verified, and tells it the outcome in app and by email', async () => {
      const admin = uid('ad');
      const company = uid('co');
      const other = uid('co');
      await seedAdmin(admin);
      await seedCompany(company, { verification: 'pending' });
      await seedCompany(other, { verification: 'pending' });
      unverifiedEmails.add(company);
      await expect(verifyCompany(ctxFor(admin), { companyId: company })).rejects.toMatchObject({
        code: 'failed-precondition',
      });
      await expect(declineCompany(ctxFor(admin), { companyId: company, reason: 'No website' })).rejects.toMatchObject({
        code: 'failed-precondition',
      });
      expect((await data(`companies/${company}`))!.verification).toBe('pending');
      expect(
        await docs().count({ collection: 'auditLog', where: [{ field: 'targetId', op: '==', value: company }] }),
      ).toBe(0);

      unverifiedEmails.delete(company);
      await verifyCompany(ctxFor(admin), { companyId: company });
      const [verified] = await notificationsOf(company);
      expect(verified.data).toMatchObject({
        kind: 'company-review',
        title: 'Your company is verified',
        link: '/company',
        read: false,
      });
      expect(await data(`inboxes/${company}`)).toMatchObject({ unreadNotifications: 1 });
      expect(mail.filter((m) => m.to === `${company}@trust.test`).map((m) => m.subject)).toEqual([
        'Your company is verified',
      ]);
      expect(await data(`companyAccounts/${company}`)).toMatchObject({ emailVerified: true });

      await declineCompany(ctxFor(admin), { companyId: other, reason: 'No registration number' });
      const [declined] = await notificationsOf(other);
      expect(declined.data).toMatchObject({ kind: 'company-review', title: 'Your company was not verified' });
      expect(declined.data!.body).toContain('No registration number');
      const declineMail = mail.find((m) => m.to === `${other}@trust.test`);
      expect(declineMail).toMatchObject({ subject: 'Your company was not verified' });
      expect(declineMail!.text).toContain('Reason: No registration number');
      // The reason is private: not on the public profile.
      expect(await data(`companies/${other}`)).not.toHaveProperty('verificationReason');
      expect(await data(`companyAccounts/${other}`)).toMatchObject({ verificationReason: 'No registration number' });
    });

    it("keeps a company's suspension reason in its private record and clears it on restore", async () => {
      const admin = uid('ad');
      const company = uid('co');
      await seedAdmin(admin);
      await seedCompany(company, { verification: 'verified' });
      await suspendAccount(ctxFor(admin), { targetType: 'company', id: company, reason: 'Scam offers' });
      const suspended = (await data(`companies/${company}`))!;
      expect(suspended.suspended).toBe(true);
      expect(suspended).not.toHaveProperty('suspendedReason');
      expect(await data(`companyAccounts/${company}`)).toMatchObject({ suspendedReason: 'Scam offers' });
      expect(mail.some((m) => m.to === `${company}@trust.test` && m.text.includes('Scam offers'))).toBe(true);
      await restoreAccount(ctxFor(admin), { targetType: 'company', id: company });
      expect(await data(`companies/${company}`)).not.toHaveProperty('suspended');
      expect(await data(`companyAccounts/${company}`)).not.toHaveProperty('suspendedReason');
    });

    it('counts a company of before the review as awaiting it, and then lists it in the queue', async () => {
      const admin = uid('ad');
      await seedAdmin(admin);
      type Dashboard = {
        figures: { companiesAwaitingReview: number };
        attention: { pendingCount: number; pendingCompanies: { id: string }[] };
      };
      const before = (await adminDashboard(ctxFor(admin), {})) as Dashboard;
      const legacy = uid('co');
      await docs().set(`companies/${legacy}`, {
        id: legacy,
        name: 'Old Co',
        email: `${legacy}@trust.test`,
        timestamp: new Date(),
        new: false,
      });
      const after = (await adminDashboard(ctxFor(admin), {})) as Dashboard;
      expect(after.figures.companiesAwaitingReview - before.figures.companiesAwaitingReview).toBe(1);
      expect(after.attention.pendingCount).toBe(after.figures.companiesAwaitingReview);
      const upgraded = (await data(`companies/${legacy}`))!;
      expect(upgraded.verification).toBe('pending');
      expect(upgraded).not.toHaveProperty('email');
      expect(await data(`companyAccounts/${legacy}`)).toMatchObject({ email: `${legacy}@trust.test` });
    });
  });
}

let engine: LocalEngine | undefined;
companyTrustJourneys('local engine', true, () => ({ services: () => localTrustedServices(engine!) }));
companyTrustJourneys('firebase-admin on the Firestore emulator', withFirestore, () => ({
  services: () => firebaseTrustedServices(),
}));

beforeAll(async () => {
  engine = await openTestEngine();
});
afterAll(async () => {
  await engine?.close();
  await disposeEmulatorBackends();
});

describe.skipIf(!withAuth)('the account email check on the Auth emulator (firebase-admin)', () => {
  it('answers false until the account verifies its email, and false for a missing account', async () => {
    const services = firebaseTrustedServices();
    const { uid: id } = await getAdminAuth().createUser({ email: `check-${RUN}@trust.test`, password: 'password-123' });
    expect(await services.accountEmailVerified(id)).toBe(false);
    await getAdminAuth().updateUser(id, { emailVerified: true });
    expect(await services.accountEmailVerified(id)).toBe(true);
    expect(await services.accountEmailVerified(`missing${RUN}`)).toBe(false);
  });
});

describe('the account email check on the local engine', () => {
  it('answers the sign-in account email_verified flag, false for a missing account', async () => {
    const services = localTrustedServices(engine!);
    const unverified = await engine!.auth.createUser({ email: `u-${RUN}@trust.test`, password: 'password-123' });
    const verified = await engine!.auth.createUser({
      email: `v-${RUN}@trust.test`,
      password: 'password-123',
      emailVerified: true,
    });
    expect(await services.accountEmailVerified(unverified.uid)).toBe(false);
    expect(await services.accountEmailVerified(verified.uid)).toBe(true);
    expect(await services.accountEmailVerified('missing')).toBe(false);
  });
});
