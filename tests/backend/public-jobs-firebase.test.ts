/**
 * The public job page and the sitemap in Firebase mode: they read through firebase-admin (Firestore emulator), as
 * tests/services/public-jobs.test.ts checks them on the local engine.
 */
import type { GetServerSidePropsContext } from 'next';
import { getAdminFirestore } from '@/server/firebase-admin';
import { sitemapProps } from '@/server/public-jobs/crawler-pages';
import { publicJobProps } from '@/server/public-jobs/page-props';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { seedJob } from '../access/job-cases';
import { disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';
import { jobPostingProblems } from '../helpers/job-posting-check';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const withFirestore = requireEmulator(
  'public job pages on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'start the Firestore emulator and set FIRESTORE_EMULATOR_HOST=127.0.0.1:<port>',
);
const DAY = 86_400_000;
const run = `public-${process.pid}-${Date.now()}`;
const id = (name: string) => `${run}-${name}`;
let backendBefore: string | undefined;

beforeAll(() => {
  backendBefore = process.env.NEXT_PUBLIC_BACKEND;
  process.env.NEXT_PUBLIC_BACKEND = 'firebase';
});

afterAll(async () => {
  if (backendBefore === undefined) delete process.env.NEXT_PUBLIC_BACKEND;
  else process.env.NEXT_PUBLIC_BACKEND = backendBefore;
  await disposeEmulatorBackends();
});

const ctx = (jobId: string) =>
  ({
    params: { jobId },
    req: { headers: { host: 'jobs.example.test' } },
    res: { setHeader: () => undefined },
  }) as unknown as GetServerSidePropsContext;

describe.skipIf(!withFirestore)('public job pages (Firestore emulator)', () => {
  it('serves open jobs with JobPosting data, closed and expired ones without, and lists only open ones in the sitemap', async () => {
    const docs = adminDocuments(getAdminFirestore());
    const recent = new Date();
    const jobs = {
      open: seedJob({
        id: id('open'),
        remoteCountries: ['KE'],
        createdAt: recent,
        updatedAt: recent,
        deadline: new Date(Date.now() + 30 * DAY),
      }),
      closed: seedJob({ id: id('closed'), status: 'closed', createdAt: recent, updatedAt: recent }),
      expired: seedJob({
        id: id('expired'),
        createdAt: recent,
        updatedAt: recent,
        deadline: new Date(Date.now() - DAY),
      }),
      unreviewed: seedJob({ id: id('unreviewed'), status: 'awaiting-review', createdAt: recent, updatedAt: recent }),
    };
    for (const job of Object.values(jobs)) await docs.set(`jobs/${job.id}`, job);

    const open = await publicJobProps(ctx(id('open')));
    if (!('props' in open)) throw new Error('open job not served');
    const props = await open.props;
    expect(jobPostingProblems(JSON.parse(props.jsonLd!))).toEqual([]);

    for (const name of ['closed', 'expired']) {
      const result = await publicJobProps(ctx(id(name)));
      if (!('props' in result)) throw new Error(`${name} job not served`);
      expect((await result.props).jsonLd).toBeNull();
    }
    expect(await publicJobProps(ctx(id('unreviewed')))).toEqual({ notFound: true });

    let body = '';
    const res = { statusCode: 0, setHeader: () => undefined, end: (text: string) => void (body = text) };
    await sitemapProps({ req: { headers: { host: 'jobs.example.test' } }, res } as never);
    expect(body).toContain(`/jobs/${id('open')}<`);
    for (const name of ['closed', 'expired', 'unreviewed']) expect(body).not.toContain(`/jobs/${id(name)}<`);
  });
});
