/**
 * The data-retention job on both engines (the local engine's privileged documents, firebase-admin on the Firestore
 * emulator; accounts and files in stand-ins): closed applications past their period lose the talent's contact and the
 * CV sent with them, old audit entries keep only ids, expired downloads go, and an inactive account is warned, then
 * deleted after the notice period unless it signed in. Each run twice changes what one run changes, once.
 */
import { daysAfter, monthsBefore, RETENTION } from '@/constants/retention';
import { enforceRetention } from '@/server/scheduled/retention/data-retention';
import type { OutgoingMail } from '@/server/mail/types';
import type { SignInAccount, TrustedServices } from '@/server/trusted/types';
import { trustedContext } from '../helpers/trusted-context';
import { onBothEngines } from '../helpers/trusted-docs-on-both-engines';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 300_000 });

const RUN = `${process.pid}r${Date.now().toString(36)}`;
const NOW = new Date();
type Docs = TrustedServices['docs'];

function scenarios(name: string, openDocs: () => Promise<Docs>) {
  describe(name, () => {
    let docs: Docs;
    const mails: OutgoingMail[] = [];
    const files = new Set<string>();
    const deletedUsers: string[] = [];
    const accounts = new Map<string, SignInAccount>();
    const services = () =>
      trustedContext('scheduler', {
        docs,
        sendMail: async (mail) => void mails.push(mail),
        deleteUser: async (uid) => void deletedUsers.push(uid),
        deleteFiles: async (folder) => {
          const gone = [...files].filter((path) => path.startsWith(`${folder}/`));
          for (const path of gone) files.delete(path);
          return gone.length;
        },
        listAccounts: async () => ({ accounts: [...accounts.values()], next: null }),
      });
    const run = (at: Date) => enforceRetention(services(), at.getTime());
    const data = async (path: string) => (await docs.get(path)).data;

    const old = monthsBefore(NOW, RETENTION.closedApplicationMonths + 1);
    const recent = monthsBefore(NOW, RETENTION.closedApplicationMonths - 6);
    const idle = monthsBefore(NOW, RETENTION.inactiveMonths + 1).getTime();
    const t = (n: string) => `t${n}${RUN}`;
    const application = (talent: string, stage: string, updatedAt: Date) => ({
      jobId: `job${RUN}`,
      talentId: talent,
      companyId: `co${RUN}`,
      talentName: 'Kept Name',
      talentEmail: `${talent}@retention.test`,
      talentPhone: '+2348000000000',
      cvUrl: `/api/local/files/talents/${talent}/applications/job${RUN}/cv.pdf?token=x`,
      stage,
      updatedAt,
    });
    const account = (uid: string, lastSignInAt: number | null) =>
      accounts.set(uid, { uid, email: `${uid}@retention.test`, createdAt: idle - 1000, lastSignInAt });

    beforeAll(async () => {
      docs = await openDocs();
      const seed: Record<string, Record<string, unknown>> = {
        [`applications/job${RUN}_${t('closed')}`]: application(t('closed'), 'rejected', old),
        [`applications/job${RUN}_${t('open')}`]: application(t('open'), 'reviewing', old),
        [`applications/job${RUN}_${t('lately')}`]: application(t('lately'), 'withdrawn', recent),
        [`auditLog/a1${RUN}`]: {
          actorId: 'admin-1',
          actorName: 'Ada Admin',
          action: 'suspend',
          targetType: 'talent',
          targetId: t('x'),
          targetName: 'Old Target',
          reason: 'spam',
          at: monthsBefore(NOW, RETENTION.auditDetailMonths + 1),
        },
        [`auditLog/a2${RUN}`]: {
          actorId: 'admin-1',
          actorName: 'Ada Admin',
          action: 'restore',
          targetType: 'talent',
          targetId: t('x'),
          targetName: 'New Target',
          at: monthsBefore(NOW, 1),
        },
        [`dataExports/${t('exp')}`]: {
          uid: t('exp'),
          path: `exports/${t('exp')}/d.zip`,
          expiresAt: daysAfter(NOW, -1),
        },
        [`dataExports/${t('fresh')}`]: {
          uid: t('fresh'),
          path: `exports/${t('fresh')}/d.zip`,
          expiresAt: new Date(NOW.getTime() + 60_000),
        },
        [`students/${t('idle')}`]: { id: t('idle'), name: 'Idle Talent', email: `${t('idle')}@retention.test` },
        [`students/${t('back')}`]: { id: t('back'), name: 'Back Talent', email: `${t('back')}@retention.test` },
        [`students/${t('recorded')}`]: {
          id: t('recorded'),
          name: 'Recorded',
          email: `${t('recorded')}@retention.test`,
        },
        [`devices/${t('recorded')}_d${RUN}`]: { uid: t('recorded'), lastActive: daysAfter(NOW, -1) },
        [`admin/${t('admin')}`]: { id: t('admin') },
      };
      await docs.batch(Object.entries(seed).map(([path, value]) => ({ type: 'set', path, data: value })));
      for (const who of ['closed', 'open', 'lately'])
        files.add(`talents/${t(who)}/applications/job${RUN}/cv.pdf`).add(`talents/${t(who)}/profile/cv.pdf`);
      files.add(`exports/${t('exp')}/d.zip`).add(`exports/${t('fresh')}/d.zip`);
      account(t('idle'), idle);
      account(t('back'), null);
      account(t('recorded'), idle);
      account(t('admin'), null);
      account(t('active'), NOW.getTime() - 1000);
    });

    it('runs twice with one effect', async () => {
      const first = await run(NOW);
      expect(first).toMatchObject({ exportsRemoved: 1, accountsWarned: 2, accountsDeleted: 0 });
      expect(first.applicationsForgotten).toBeGreaterThanOrEqual(1);
      expect(first.auditEntriesForgotten).toBeGreaterThanOrEqual(1);
      const closed = await data(`applications/job${RUN}_${t('closed')}`);
      expect(closed).not.toHaveProperty('talentEmail');
      expect(closed).not.toHaveProperty('talentPhone');
      expect(closed).not.toHaveProperty('cvUrl');
      expect(closed).toMatchObject({ talentName: 'Kept Name', stage: 'rejected' });
      expect(files.has(`talents/${t('closed')}/applications/job${RUN}/cv.pdf`)).toBe(false);
      expect(files.has(`talents/${t('closed')}/profile/cv.pdf`)).toBe(true);
      for (const kept of ['open', 'lately']) {
        expect(await data(`applications/job${RUN}_${t(kept)}`), kept).toHaveProperty('talentEmail');
        expect(files.has(`talents/${t(kept)}/applications/job${RUN}/cv.pdf`)).toBe(true);
      }
      const oldEntry = await data(`auditLog/a1${RUN}`);
      expect(Object.keys(oldEntry ?? {}).sort()).toEqual(['action', 'actorId', 'at', 'targetId', 'targetType']);
      expect(await data(`auditLog/a2${RUN}`)).toMatchObject({ actorName: 'Ada Admin', targetName: 'New Target' });
      expect(await data(`dataExports/${t('exp')}`)).toBeUndefined();
      expect(files.has(`exports/${t('exp')}/d.zip`)).toBe(false);
      expect(await data(`dataExports/${t('fresh')}`)).toBeDefined();
      expect(mails.map((m) => m.to).sort()).toEqual([`${t('back')}@retention.test`, `${t('idle')}@retention.test`]);
      expect(mails[0].text).toContain(`${RETENTION.inactiveMonths} months`);

      const before = JSON.stringify(
        await Promise.all([`applications/job${RUN}_${t('closed')}`, `auditLog/a1${RUN}`].map((p) => data(p))),
      );
      const second = await run(NOW);
      expect(second).toEqual({
        exportsRemoved: 0,
        applicationsForgotten: 0,
        auditEntriesForgotten: 0,
        accountsWarned: 0,
        accountsDeleted: 0,
        accountsRefused: 0,
      });
      expect(mails).toHaveLength(2);
      const after = JSON.stringify(
        await Promise.all([`applications/job${RUN}_${t('closed')}`, `auditLog/a1${RUN}`].map((p) => data(p))),
      );
      expect(after).toBe(before);
    });

    it('deletes a warned account after the notice period unless it signed in, once', async () => {
      const early = daysAfter(NOW, RETENTION.deletionNoticeDays - 1);
      expect((await run(early)).accountsDeleted).toBe(0);
      // One of the two signs in after the warning.
      account(t('back'), daysAfter(NOW, 2).getTime());
      const due = daysAfter(NOW, RETENTION.deletionNoticeDays + 1);
      expect(await run(due)).toMatchObject({ accountsDeleted: 1, accountsWarned: 0 });
      expect(deletedUsers).toEqual([t('idle')]);
      expect(await data(`students/${t('idle')}`)).toBeUndefined();
      expect(await data(`students/${t('back')}`)).toBeDefined();
      expect(await data(`retentionNotices/${t('back')}`)).toBeUndefined();
      expect(await data(`students/${t('admin')}`)).toBeUndefined();
      accounts.delete(t('idle'));
      expect(await run(due)).toMatchObject({ accountsDeleted: 0, accountsWarned: 0 });
      expect(deletedUsers).toEqual([t('idle')]);
    });
  });
}

onBothEngines('data retention', scenarios);
