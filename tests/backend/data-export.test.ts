/**
 * A download of one's data, on both engines (the local engine's privileged documents, firebase-admin on the Firestore
 * emulator; files in a stand-in store): the zip holds data.json with exactly the sections the data model lists for the
 * role and the person's own uploads, nothing of other people beyond what they sent to the person (another applicant
 * of the same job, the company's private notes, a conversation the person is not in), and its link works once, for
 * its owner's export only, until it expires.
 */
import { strFromU8, unzipSync } from 'fflate';
import { RETENTION } from '@/constants/retention';
import { EXPORT_CONTENTS } from '@/server/trusted/data-export/contents';
import { claimDownload } from '@/server/trusted/data-export/download';
import { findTrustedOperation } from '@/server/trusted/registry';
import type { TrustedServices } from '@/server/trusted/types';
import { founderMemberDoc } from '@/services/converters/company-member-doc';
import type { DataExportResult } from '@/services/backend/trusted-ops/account';
import { trustedContext } from '../helpers/trusted-context';
import { onBothEngines } from '../helpers/trusted-docs-on-both-engines';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 300_000 });

const RUN = `${process.pid}x${Date.now().toString(36)}`;
const at = new Date('2026-03-01T10:00:00Z');
type Docs = TrustedServices['docs'];

/** Files by path, as the trusted services store, list and read them. */
function standInFiles() {
  const files = new Map<string, Uint8Array>();
  const bytes = (text: string) => new TextEncoder().encode(text);
  return {
    files,
    put: (path: string, text: string) => files.set(path, bytes(text)),
    services: {
      listFiles: async (folder: string) => [...files.keys()].filter((p) => p.startsWith(`${folder}/`)),
      readFile: async (path: string) =>
        files.has(path) ? { contentType: 'application/octet-stream', bytes: files.get(path)! } : null,
      saveFile: async (path: string, _type: string, data: Uint8Array) => void files.set(path, data),
      deleteFiles: async (folder: string) => {
        const gone = [...files.keys()].filter((p) => p.startsWith(`${folder}/`));
        for (const p of gone) files.delete(p);
        return gone.length;
      },
    },
  };
}

function scenarios(name: string, openDocs: () => Promise<Docs>) {
  describe(name, () => {
    let docs: Docs;
    const store = standInFiles();
    const talent = `ta${RUN}`;
    const other = `tb${RUN}`;
    const company = `co${RUN}`;
    const recruiter = `re${RUN}`;
    const job = `job${RUN}`;
    const mine = `${job}_${talent}`;
    const theirs = `${job}_${other}`;
    const withMe = [company, talent].sort().join('_');
    const withOther = [company, other].sort().join('_');

    const as = (uid: string) => trustedContext(uid, { docs, ...store.services }, 'export.test');
    const exportFor = (uid: string, input: unknown = {}) =>
      findTrustedOperation('data-export')!(as(uid), input) as Promise<DataExportResult>;
    const unzip = (zip: Uint8Array) => {
      const entries = unzipSync(zip);
      return { entries, json: JSON.parse(strFromU8(entries['data.json'])) as { data: Record<string, unknown[]> } };
    };
    const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token')!;
    const fileOf = async (link: string, uid: string) => {
      const path = await claimDownload(docs, uid, tokenOf(link));
      return unzip(store.files.get(path)!);
    };

    beforeAll(async () => {
      docs = await openDocs();
      const student = (uid: string, name: string) => ({ id: uid, email: `${uid}@export.test`, name, timestamp: at });
      const application = (uid: string, name: string) => ({
        jobId: job,
        talentId: uid,
        companyId: company,
        talentName: name,
        talentEmail: `${uid}@export.test`,
        jobTitle: 'Data engineer',
        stage: 'reviewing',
        history: [{ stage: 'reviewing', at, by: company }],
        createdAt: at,
      });
      const seed: Record<string, Record<string, unknown>> = {
        [`students/${talent}`]: student(talent, 'Ada Exporter'),
        [`talentCards/${talent}`]: { id: talent, name: 'Ada Exporter' },
        [`students/${other}`]: student(other, 'Bea Otherapplicant'),
        [`companies/${company}`]: { id: company, name: 'Export Co' },
        [`companyAccounts/${company}`]: { id: company, email: `${company}@export.test` },
        [`companyMembers/${company}`]: founderMemberDoc(company, 'Olu Owner', `${company}@export.test`, at),
        [`companyMembers/${recruiter}`]: {
          uid: recruiter,
          companyId: company,
          role: 'recruiter',
          name: 'Rex',
          joinedAt: at,
        },
        [`jobs/${job}`]: { companyId: company, title: 'Data engineer', status: 'active', createdAt: at },
        [`applications/${mine}`]: application(talent, 'Ada Exporter'),
        [`applications/${theirs}`]: application(other, 'Bea Otherapplicant'),
        [`applicantNotes/n${RUN}`]: {
          applicationId: mine,
          jobId: job,
          companyId: company,
          authorId: company,
          text: 'PRIVATE-NOTE on Ada',
        },
        [`applicantRatings/${mine}_${company}`]: {
          applicationId: mine,
          companyId: company,
          authorId: company,
          rating: 2,
        },
        [`interviews/${mine}`]: { applicationId: mine, companyId: company, talentId: talent, status: 'proposed' },
        [`conversations/${withMe}`]: {
          id: withMe,
          participants: [company, talent].sort(),
          unread: { [talent]: 1, [company]: 7 },
          seenAt: { [company]: at },
          updatedAt: at,
        },
        [`conversations/${withMe}/messages/m1`]: { id: 'm1', by: company, text: 'Hello from Export Co', sentAt: at },
        [`conversations/${withMe}/messages/m2`]: { id: 'm2', by: talent, text: 'Hi, Ada here', sentAt: at },
        [`conversations/${withOther}`]: { id: withOther, participants: [company, other].sort(), updatedAt: at },
        [`conversations/${withOther}/messages/m1`]: { id: 'm1', by: other, text: 'SECRET from Bea', sentAt: at },
        [`notifications/n1${RUN}`]: { userId: talent, kind: 'stage-changed', title: 'Moved', createdAt: at },
        [`notifications/n2${RUN}`]: { userId: other, kind: 'stage-changed', title: 'Bea moved', createdAt: at },
        [`inboxes/${talent}`]: { unreadConversations: 1, unreadNotifications: 1 },
        [`assessmentAttempts/${talent}_react_1`]: { talentId: talent, assessmentId: 'react', score: 85, passed: true },
        [`assessmentProgress/${talent}_react`]: {
          talentId: talent,
          assessmentId: 'react',
          status: 'passed',
          score: 85,
        },
        [`savedJobs/${talent}_${job}`]: { talentId: talent, jobId: job, jobTitle: 'Data engineer', savedAt: at },
        [`savedSearches/${talent}_0`]: { talentId: talent, name: 'Data', frequency: 'daily', createdAt: at },
        [`notificationSettings/${talent}`]: { messages: 'app' },
        [`devices/${talent}_d1`]: {
          uid: talent,
          device: 'd1',
          browser: 'Firefox on Linux',
          os: 'Linux',
          lastActive: at,
        },
        [`devices/${other}_d2`]: { uid: other, device: 'd2', browser: 'Safari on iOS', os: 'iOS', lastActive: at },
      };
      await docs.batch(Object.entries(seed).map(([path, data]) => ({ type: 'set', path, data })));
      store.put(`talents/${talent}/profile/cv.pdf`, '%PDF- Ada CV');
      store.put(`talents/${other}/profile/cv.pdf`, '%PDF- Bea CV');
      store.put(`conversations/${withMe}/${talent}/photo.png`, 'Ada sent this');
      store.put(`conversations/${withMe}/${company}/offer.pdf`, 'Export Co sent this');
      store.put(`companies/${company}/logo.png`, 'logo');
    });

    it("a talent's file holds every section the data model lists for a talent, and its own uploads", async () => {
      const result = await exportFor(talent);
      expect(result.contents).toEqual([...EXPORT_CONTENTS.talent]);
      expect(result.expiresAt - Date.now()).toBeGreaterThan((RETENTION.exportLinkMinutes - 1) * 60_000);
      const { entries, json } = await fileOf(result.link, talent);
      expect(Object.keys(json.data).sort()).toEqual([...EXPORT_CONTENTS.talent].sort());
      expect(Object.keys(entries).sort()).toEqual(
        [
          'data.json',
          `files/conversations/${withMe}/${talent}/photo.png`,
          `files/talents/${talent}/profile/cv.pdf`,
        ].sort(),
      );
      expect(result.files).toBe(2);
      const text = strFromU8(entries['data.json']);
      for (const held of ['Ada Exporter', 'Hello from Export Co', 'Hi, Ada here', '"score": 85', 'Firefox on Linux'])
        expect(text).toContain(held);
      const [application] = json.data.applications as { history: unknown[] }[];
      expect(application.history).toHaveLength(1);
    });

    it("a talent's file holds nothing of other people beyond what they sent it", async () => {
      const { entries } = await fileOf((await exportFor(talent)).link, talent);
      const text = strFromU8(entries['data.json']);
      // Another applicant of the same job, its conversation and devices; the company's private notes and its own read state.
      for (const absent of [
        other,
        'Bea Otherapplicant',
        'SECRET from Bea',
        'Safari on iOS',
        'PRIVATE-NOTE',
        '"rating"',
      ])
        expect(text).not.toContain(absent);
      const json = JSON.parse(text) as { data: { conversations: { unread: object; seenAt: object }[] } };
      expect(json.data.conversations[0].unread).toEqual({ [talent]: 1 });
      expect(json.data.conversations[0].seenAt).toEqual({});
    });

    it("a company owner's file holds the company's sections, its own notes and what applicants sent it", async () => {
      const result = await exportFor(company);
      const { entries, json } = await fileOf(result.link, company);
      expect(Object.keys(json.data).sort()).toEqual([...EXPORT_CONTENTS.company].sort());
      const text = strFromU8(entries['data.json']);
      for (const held of ['PRIVATE-NOTE on Ada', 'Bea Otherapplicant', 'SECRET from Bea']) expect(text).toContain(held);
      expect(text).not.toContain('Firefox on Linux');
      expect(Object.keys(entries)).toContain(`files/companies/${company}/logo.png`);
      expect(Object.keys(entries)).toContain(`files/conversations/${withMe}/${company}/offer.pdf`);
      expect(Object.keys(entries)).not.toContain(`files/conversations/${withMe}/${talent}/photo.png`);
    });

    it('offers the file once: a second download, another account, a wrong or an expired link are refused', async () => {
      const first = await exportFor(talent);
      const token = tokenOf(first.link);
      await expect(claimDownload(docs, other, token)).rejects.toMatchObject({ code: 'not-found' });
      await expect(claimDownload(docs, talent, `${token}x`)).rejects.toMatchObject({ code: 'not-found' });
      const later = Date.now() + (RETENTION.exportLinkMinutes + 1) * 60_000;
      await expect(claimDownload(docs, talent, token, later)).rejects.toMatchObject({ code: 'failed-precondition' });
      await claimDownload(docs, talent, token);
      await expect(claimDownload(docs, talent, token)).rejects.toMatchObject({ code: 'failed-precondition' });
      // A newer export ends the older link.
      const second = await exportFor(talent);
      const third = await exportFor(talent);
      await expect(claimDownload(docs, talent, tokenOf(second.link))).rejects.toMatchObject({ code: 'not-found' });
      await claimDownload(docs, talent, tokenOf(third.link));
      expect([...store.files.keys()].filter((p) => p.startsWith(`exports/${talent}/`))).toHaveLength(1);
    });

    it("is refused to a recruiter, and nobody can name someone else's account", async () => {
      await expect(exportFor(recruiter)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(exportFor(other, { account: talent })).rejects.toMatchObject({ code: 'invalid-argument' });
    });
  });
}

onBothEngines('data export', scenarios);
