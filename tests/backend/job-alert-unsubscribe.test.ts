/**
 * A job alert's unsubscribe on both engines (the local engine's privileged documents and firebase-admin against the
 * Firestore emulator): the digest email carries the link and the List-Unsubscribe paths. Opening the link signed out
 * (the page's server side, as a mail scanner would) changes nothing and asks to confirm; the confirming POST (the
 * page's button, or a mail program's one-click POST) turns the alerts of all the talent's saved searches off and the
 * next run sends nothing; a link sent before digests (naming one search) still turns that search alone off; a bad,
 * altered or expired link changes nothing and says so.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import { unsubscribePageProps, unsubscribeRoute } from '@/server/job-alerts/unsubscribe-handlers';
import { jobAlertTokens } from '@/server/job-alerts/alert-key';
import { unsubscribeJobAlert } from '@/server/job-alerts/unsubscribe';
import { sendJobAlerts } from '@/server/scheduled/job-alerts';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { firebaseTrustedServices } from '@/server/trusted/firebase-services';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import type { NotifyServices } from '@/server/trusted/notify';
import type { OutgoingMail } from '@/server/mail/types';
import { getAdminFirestore } from '@/server/firebase-admin';
import type { LocalEngine } from '@/server/local/engine';
import { disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';
import { openTestEngine } from '../helpers/local-server';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 300_000 });

const DAY = 24 * 3_600_000;
/** Far back, as the scheduled jobs' suite does: only this file's searches are due then. */
const NOW = Date.now() - 26 * 365 * DAY;
const RUN = `${process.pid}u${Date.now().toString(36)}`;
let seq = 0;
const id = (prefix: string) => `${prefix}${RUN}n${++seq}`;

type Docs = NotifyServices['docs'];

async function digestFor(docs: Docs, mails: OutgoingMail[]) {
  const uid = id('ta');
  const word = id('w').toLowerCase();
  await docs.set(`students/${uid}`, {
    id: uid,
    name: `Talent ${uid}`,
    email: `${uid}@unsubscribe.test`,
    skills: [],
    timestamp: new Date(NOW),
  });
  const jobId = id('job');
  await docs.set(`jobs/${jobId}`, {
    id: jobId,
    companyId: 'c1',
    companyName: 'Acme',
    title: 'Match',
    status: 'active',
    keywords: [word],
    createdAt: new Date(NOW - DAY),
  });
  const at = new Date(NOW - 2 * DAY);
  const searchIds = [id('search'), id('search')];
  for (const [i, searchId] of searchIds.entries()) {
    const name = i === 0 ? 'Remote React' : 'React anywhere';
    await docs.set(`savedSearches/${searchId}`, {
      talentId: uid,
      name,
      frequency: 'daily',
      filters: { keyword: word },
      createdAt: at,
      lastRunAt: at,
      alertsOn: true,
    });
  }
  await sendJobAlerts(
    { docs, accountEmails: async () => new Map(), sendMail: async (mail) => void mails.push(mail) },
    NOW,
  );
  const mail = mails.find((m) => m.to === `${uid}@unsubscribe.test`);
  if (!mail?.unsubscribe) throw new Error('no digest with an unsubscribe link');
  const token = new URL(mail.unsubscribe.page, 'http://x').searchParams.get('token') ?? '';
  return { uid, searchIds, mail, token, word };
}

/** A link as job alerts sent them before digests: it names one saved search and its owner. */
const oneSearchToken = async (docs: Docs, searchId: string, talentId: string) =>
  (await jobAlertTokens(docs, () => NOW)).sign({ searchId, talentId });

const alertsOn = async (docs: Docs, searchIds: string[]) =>
  Promise.all(searchIds.map(async (searchId) => (await docs.get(`savedSearches/${searchId}`)).data?.alertsOn));

function fakeRes() {
  const res = { statusCode: 0, headers: {} as Record<string, string>, body: '' };
  return Object.assign(res, {
    setHeader: (name: string, value: string) => void (res.headers[name.toLowerCase()] = value),
    end: (body: string) => void (res.body = body),
  });
}

/** The unsubscribe page's server side, as the browser reaches it: GET to open the link, POST from its button. */
async function page(docs: Docs, method: 'GET' | 'POST', token: string | undefined, now: number) {
  const res = fakeRes();
  const url = token === undefined ? '/job-alerts/unsubscribe' : `/job-alerts/unsubscribe?token=${token}`;
  const result = await unsubscribePageProps({ docs: async () => docs, now: () => now })({
    req: { method, resume: () => undefined },
    res,
    query: token === undefined ? {} : { token },
    resolvedUrl: url,
  } as unknown as GetServerSidePropsContext);
  return { result, res, url };
}

function scenarios(name: string, open: () => Promise<Docs>) {
  describe(name, () => {
    let docs: Docs;
    beforeAll(async () => {
      docs = await open();
    });

    it("opening the stop link changes nothing and asks to confirm; confirming turns all the talent's searches off, and the next run sends nothing", async () => {
      const mails: OutgoingMail[] = [];
      const { uid, searchIds, mail, token, word } = await digestFor(docs, mails);
      expect(mail.unsubscribe).toEqual({
        page: `/job-alerts/unsubscribe?token=${token}`,
        oneClick: `/api/job-alerts/unsubscribe?token=${token}`,
      });

      // Opened (by a mail scanner, a link preview or the person): a question, nothing changed, even opened twice.
      for (let i = 0; i < 2; i++) {
        const opened = await page(docs, 'GET', token, NOW);
        expect(opened.result).toEqual({ props: { status: 'confirm' } });
        expect(opened.res.headers['cache-control']).toBe('private, no-store');
        expect(await alertsOn(docs, searchIds)).toEqual([true, true]);
      }

      // The page's button posts back to the same address: alerts off, then back to the address (post, redirect, get).
      const confirmed = await page(docs, 'POST', token, NOW);
      expect(confirmed.result).toEqual({ redirect: { destination: confirmed.url, statusCode: 303 } });
      expect(await alertsOn(docs, searchIds)).toEqual([false, false]);
      expect((await page(docs, 'GET', token, NOW)).result).toEqual({ props: { status: 'off' } });

      // A new matching job, a day later: nothing is told while the alerts are off.
      const jobId = id('job');
      await docs.set(`jobs/${jobId}`, {
        id: jobId,
        companyId: 'c1',
        companyName: 'Acme',
        title: 'Later',
        status: 'active',
        keywords: [word],
        createdAt: new Date(NOW + DAY / 2),
      });
      await sendJobAlerts(
        { docs, accountEmails: async () => new Map(), sendMail: async (m) => void mails.push(m) },
        NOW + DAY,
      );
      expect(mails.filter((m) => m.to === mail.to)).toHaveLength(1);
      const notices = await docs.query({
        collection: 'notifications',
        where: [{ field: 'userId', op: '==', value: uid }],
      });
      expect(notices).toHaveLength(2);
      // Confirmed twice (a second tab, a reload): the same answer.
      expect(await unsubscribeJobAlert(docs, token, () => NOW)).toEqual({ status: 'off' });
    });

    it('the one-click POST turns them off; a GET or an altered token changes nothing', async () => {
      const { searchIds, token } = await digestFor(docs, []);
      const route = unsubscribeRoute({ docs: async () => docs, now: () => NOW + DAY });
      const call = async (method: string, t: string) => {
        const res = fakeRes();
        await route(
          {
            method,
            url: `/api/job-alerts/unsubscribe?token=${encodeURIComponent(t)}`,
            resume: () => undefined,
          } as unknown as IncomingMessage,
          res as unknown as ServerResponse,
        );
        return res;
      };
      expect((await call('GET', token)).statusCode).toBe(405);
      const [head, body, signature] = token.split('.');
      const altered = `${head}.${body.slice(0, -2)}${body.slice(-2) === 'AA' ? 'AB' : 'AA'}.${signature}`;
      expect((await call('POST', altered)).statusCode).toBe(400);
      expect(await alertsOn(docs, searchIds)).toEqual([true, true]);

      const done = await call('POST', token);
      expect([done.statusCode, JSON.parse(done.body)]).toEqual([200, { unsubscribed: true }]);
      expect(await alertsOn(docs, searchIds)).toEqual([false, false]);
    });

    it("a link sent before digests turns its one search off; another owner's search is not its to change", async () => {
      const { uid, searchIds } = await digestFor(docs, []);
      const token = await oneSearchToken(docs, searchIds[0], uid);
      expect((await page(docs, 'GET', token, NOW)).result).toEqual({
        props: { status: 'confirm', name: 'Remote React' },
      });
      expect(await alertsOn(docs, searchIds)).toEqual([true, true]);
      expect(
        await unsubscribeJobAlert(docs, await oneSearchToken(docs, searchIds[1], `${uid}-other`), () => NOW),
      ).toEqual({ status: 'invalid' });
      expect(await unsubscribeJobAlert(docs, token, () => NOW)).toEqual({ status: 'off', name: 'Remote React' });
      expect(await alertsOn(docs, searchIds)).toEqual([false, true]);
    });

    it('an expired link, a missing token or a deleted search: a clear answer, opened or confirmed, and nothing changed', async () => {
      const { uid, searchIds, token } = await digestFor(docs, []);
      const later = NOW + 91 * DAY;
      expect((await page(docs, 'GET', token, later)).result).toEqual({ props: { status: 'invalid' } });
      const expired = await page(docs, 'POST', token, later);
      expect(expired.result).toEqual({ redirect: { destination: expired.url, statusCode: 303 } });
      expect(await unsubscribeJobAlert(docs, token, () => later)).toEqual({ status: 'invalid' });
      expect((await page(docs, 'GET', undefined, NOW)).result).toEqual({ props: { status: 'invalid' } });
      expect(await unsubscribeJobAlert(docs, undefined)).toEqual({ status: 'invalid' });
      expect(await alertsOn(docs, searchIds)).toEqual([true, true]);
      const oneSearch = await oneSearchToken(docs, searchIds[0], uid);
      for (const searchId of searchIds) await docs.delete(`savedSearches/${searchId}`);
      expect((await page(docs, 'GET', oneSearch, NOW)).result).toEqual({ props: { status: 'gone' } });
      expect(await unsubscribeJobAlert(docs, oneSearch, () => NOW)).toEqual({ status: 'gone' });
      // No saved search left: the digest's link has nothing to turn off.
      expect((await page(docs, 'GET', token, NOW)).result).toEqual({ props: { status: 'off' } });
      expect((await docs.get(`savedSearches/${searchIds[0]}`)).exists).toBe(false);
    });
  });
}

let engine: LocalEngine | null = null;
afterAll(async () => {
  await engine?.close();
  await disposeEmulatorBackends();
});

scenarios('job alert unsubscribe on the local engine', async () => {
  engine = await openTestEngine();
  return localTrustedServices(engine).docs;
});

const digest = (to: string): OutgoingMail => ({
  to,
  subject: '1 new job for "Remote React"',
  text: 'Jobs',
  sections: [
    {
      heading: 'Remote React: 1 new job',
      lines: [{ label: 'Dev at Acme', path: '/talent-dashboard/jobs/j1' }],
      more: { label: 'See all', path: '/talent-dashboard/jobs?q=react' },
    },
  ],
  link: '/talent-dashboard/jobs',
  unsubscribe: { page: '/job-alerts/unsubscribe?token=t', oneClick: '/api/job-alerts/unsubscribe?token=t' },
});

/** The digest's section as both mail paths write it, after the text: every link a full address on `site`. */
const sectionText = (site: string) =>
  `Remote React: 1 new job\n- Dev at Acme: ${site}/talent-dashboard/jobs/j1\nSee all: ${site}/talent-dashboard/jobs?q=react`;

describe('the sections and the stop link as each mail path sends them', () => {
  it('the local mailbox writes the sections and the stop link in the text as full addresses, and sets the one-click headers', async () => {
    engine ??= await openTestEngine();
    await localTrustedServices(engine).sendMail(digest('local@stop.test'));
    const mail = (await engine.auth.listMail()).find((m) => m.to === 'local@stop.test');
    const site = /^http:\/\/[^/]+/.exec(mail?.headers?.['List-Unsubscribe']?.slice(1) ?? '')?.[0] ?? 'no site';
    expect(mail?.text).toBe(
      `Jobs\n\n${sectionText(site)}\n\nStop these emails: ${site}/job-alerts/unsubscribe?token=t`,
    );
    expect(mail?.link).toBe('/talent-dashboard/jobs');
    // As a mail server would send them: mail programs offer their own unsubscribe button from these (RFC 8058).
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/[^/]+\/api\/job-alerts\/unsubscribe\?token=t>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

const withFirestore = requireEmulator(
  'job alert unsubscribe on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'run under node scripts/with-auth-emulator.mjs',
);
describe.skipIf(!withFirestore)('on the Firestore emulator', () => {
  scenarios('job alert unsubscribe on firebase-admin', async () => adminDocuments(getAdminFirestore()));

  it('the mail document for the Trigger Email extension has the sections, the stop link and the List-Unsubscribe headers', async () => {
    const appUrlBefore = process.env.APP_URL;
    process.env.APP_URL = 'https://jobs.example.test';
    try {
      const to = `${id('m')}@stop.test`;
      await firebaseTrustedServices().sendMail(digest(to));
      const [sent] = await adminDocuments(getAdminFirestore()).query({
        collection: 'mail',
        where: [{ field: 'to', op: '==', value: to }],
      });
      expect(sent?.data).toMatchObject({
        message: {
          text: `Jobs\n\n${sectionText('https://jobs.example.test')}\n\nhttps://jobs.example.test/talent-dashboard/jobs\n\nStop these emails: https://jobs.example.test/job-alerts/unsubscribe?token=t`,
        },
        headers: {
          'List-Unsubscribe': '<https://jobs.example.test/api/job-alerts/unsubscribe?token=t>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } finally {
      if (appUrlBefore === undefined) delete process.env.APP_URL;
      else process.env.APP_URL = appUrlBefore;
    }
  });
});
