/**
 * `trust-suspend` on both engines: an administrator suspends a company from the trust queue in one step; the
 * company is suspended (audit entry, open jobs closed), every talent it wrote to gets a safety notice (once, however
 * often it is asked), its open queue items close, and talents of other companies hear nothing. Only an administrator
 * may do it.
 */
import { findTrustedOperation } from '@/server/trusted/registry';
import type { TrustedServices } from '@/server/trusted/types';
import { founderMemberDoc } from '@/services/converters/company-member-doc';
import { conversationId } from '@/services/schemas/messaging';
import { trustedContext } from '../helpers/trusted-context';
import { onBothEngines } from '../helpers/trusted-docs-on-both-engines';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

const RUN = `${process.pid}u${Date.now().toString(36)}`;
let seq = 0;
const id = (prefix: string) => `${prefix}${RUN}n${++seq}`;

type Docs = TrustedServices['docs'];

const SCAM = 'Welcome aboard! Please pay the training fee of 30 USD before your first day.';

function scenarios(name: string, openDocs: () => Promise<Docs>) {
  describe(name, () => {
    let docs: Docs;
    beforeAll(async () => {
      docs = await openDocs();
    });
    const call = (op: string, uid: string, input: unknown) =>
      findTrustedOperation(op)!(trustedContext(uid, { docs }), input);
    const seedCompany = async (company: string, name: string) => {
      await docs.set(`companies/${company}`, {
        id: company,
        name,
        timestamp: new Date(),
        new: false,
        verification: 'verified',
      });
      await docs.set(`companyMembers/${company}`, founderMemberDoc(company, name, `${company}@x.test`, new Date()));
    };
    const seedTalent = (talent: string) =>
      docs.set(`students/${talent}`, {
        id: talent,
        email: `${talent}@x.test`,
        name: `Talent ${talent}`,
        availability: true,
        timestamp: new Date(),
        new: false,
        skills: [],
      });
    const noticesOf = async (userId: string) =>
      (await docs.query({ collection: 'notifications', where: [{ field: 'userId', op: '==', value: userId }] }))
        .map((s) => s.data!)
        .filter((n) => n.kind === 'safety-warning');

    it('suspends the company, warns every talent it wrote to once and closes its queue items', async () => {
      const admin = id('ad');
      const company = id('co');
      const other = id('co');
      const [t1, t2, bystander] = [id('ta'), id('ta'), id('ta')];
      await docs.set(`admin/${admin}`, { id: admin, name: 'Back Office', email: `${admin}@x.test` });
      await seedCompany(company, 'Quick Hire Ltd');
      await seedCompany(other, 'Honest Co');
      for (const t of [t1, t2, bystander]) await seedTalent(t);
      await call('message-send', company, { to: t1, text: SCAM });
      await call('message-send', company, { to: t2, text: 'Hello, are you open to an internship?' });
      await call('message-send', other, { to: bystander, text: 'Hello, are you open to an internship?' });
      await docs.set(`jobs/${company}j`, {
        id: `${company}j`,
        companyId: company,
        status: 'active',
        title: 'Intern',
        createdAt: new Date(),
      });

      await expect(
        call('trust-suspend', t1, { companyId: company, reason: 'Asks talents for fees' }),
      ).rejects.toMatchObject({
        code: 'permission-denied',
      });
      const result = await call('trust-suspend', admin, { companyId: company, reason: 'Asks talents for fees' });
      expect(result).toEqual({ closed: 1, warned: 2, more: false });

      expect((await docs.get(`companies/${company}`)).data).toMatchObject({ suspended: true });
      expect((await docs.get(`jobs/${company}j`)).data).toMatchObject({ status: 'closed' });
      for (const t of [t1, t2]) {
        expect(await noticesOf(t)).toEqual([
          expect.objectContaining({
            title: 'Quick Hire Ltd was suspended',
            body: expect.stringContaining('Do not pay it anything'),
            link: `/talent-dashboard/messages?c=${encodeURIComponent(conversationId(company, t))}`,
            read: false,
          }),
        ]);
        // The message request's notice and the warning.
        expect((await docs.get(`inboxes/${t}`)).data).toMatchObject({ unreadNotifications: 2 });
      }
      expect(await noticesOf(bystander)).toEqual([]);
      const items = await docs.query({
        collection: 'trustQueue',
        where: [{ field: 'companyId', op: '==', value: company }],
      });
      expect(items.map((s) => s.data)).toEqual([expect.objectContaining({ status: 'closed', outcome: 'suspended' })]);
      const audit = await docs.query({
        collection: 'auditLog',
        where: [{ field: 'targetId', op: '==', value: company }],
      });
      expect(audit.map((s) => s.data)).toEqual([
        expect.objectContaining({ action: 'suspend', targetType: 'company', reason: 'Asks talents for fees' }),
      ]);

      // Suspended once: a second click is told so, and nobody is warned again.
      await expect(call('trust-suspend', admin, { companyId: company, reason: 'Again' })).rejects.toMatchObject({
        code: 'failed-precondition',
      });
      expect(await noticesOf(t1)).toHaveLength(1);
    });
  });
}

onBothEngines('suspending a company from the trust queue', scenarios);
