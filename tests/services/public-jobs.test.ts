import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetServerSidePropsContext } from 'next';
import { installLocalEngine, type LocalEngine } from '@/server/local/engine';
import { publicJobProps } from '@/server/public-jobs/page-props';
import type { PublicJobPage } from '@/services/schemas/public-job';
import { robotsProps, sitemapProps } from '@/server/public-jobs/crawler-pages';
import type { DocumentData } from '@/services/backend/types';
import { jobPostingProblems } from '../helpers/job-posting-check';
import { openTestEngine } from '../helpers/local-server';
import { seedJob } from '../access/job-cases';

const DAY = 86_400_000;
const LISTED_UNTIL = new Date(Date.now() + 20 * DAY);
const ORIGIN = 'http://jobs.example.test';
let engine: LocalEngine;

const JOBS: Record<string, DocumentData> = {
  'remote-open': seedJob({
    id: 'remote-open',
    workMode: 'remote',
    remoteCountries: ['NG', 'GH'],
    deadline: new Date(Date.now() + 30 * DAY),
    // Listed for 20 more days unless renewed: that, not the later deadline, is when it stops taking applications.
    expiresAt: LISTED_UNTIL,
    openings: 3,
  }),
  'remote-anywhere': seedJob({ id: 'remote-anywhere', workMode: 'remote', deadline: new Date(Date.now() + 30 * DAY) }),
  'onsite-open': seedJob({
    id: 'onsite-open',
    workMode: 'Onsite',
    location: 'Lisbon, Portugal',
    employmentType: 'Internship',
    salary: { min: 0, max: 900, currency: 'EUR', period: 'Monthly' },
    deadline: new Date(Date.now() + 10 * DAY),
  }),
  closed: seedJob({ id: 'closed', status: 'closed' }),
  expired: seedJob({ id: 'expired', deadline: new Date(Date.now() - DAY) }),
  // Its listing ran out minutes ago: the schedule has not closed it yet, but search engines must not offer it.
  'listing-over': seedJob({ id: 'listing-over', expiresAt: new Date(Date.now() - 60_000) }),
  filled: seedJob({ id: 'filled', status: 'closed', closedReason: 'filled', filledAt: new Date() }),
  unreviewed: seedJob({ id: 'unreviewed', status: 'awaiting-review' }),
};

beforeAll(async () => {
  engine = await openTestEngine();
  installLocalEngine(engine);
  for (const [id, data] of Object.entries(JOBS)) await engine.serverDocuments.set(`jobs/${id}`, data);
}, 120_000);

afterAll(async () => {
  await engine?.close();
});

const context = (jobId: string) => {
  const headers: Record<string, string> = {};
  return {
    ctx: {
      params: { jobId },
      req: { headers: { host: 'jobs.example.test' } },
      res: { setHeader: (k: string, v: string) => void (headers[k] = v) },
    } as unknown as GetServerSidePropsContext,
    headers,
  };
};

async function page(jobId: string): Promise<PublicJobPage | 'not found'> {
  const result = await publicJobProps(context(jobId).ctx);
  if ('notFound' in result) return 'not found';
  if (!('props' in result)) throw new Error('unexpected redirect');
  return await result.props;
}

function fakeResponse() {
  const out = { status: 0, body: '', headers: {} as Record<string, string> };
  const res = {
    set statusCode(code: number) {
      out.status = code;
    },
    setHeader: (k: string, v: string) => void (out.headers[k.toLowerCase()] = v),
    end: (body: string) => void (out.body = body),
  };
  return { out, ctx: { req: { headers: { host: 'jobs.example.test' } }, res } as never };
}

describe('public job page (server side, local mode)', () => {
  it("an open remote job carries JobPosting data meeting Google's required and recommended properties", async () => {
    const props = await page('remote-open');
    if (props === 'not found') throw new Error('not found');
    expect(props.url).toBe(`${ORIGIN}/jobs/remote-open`);
    const data = JSON.parse(props.jsonLd!);
    expect(jobPostingProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      title: 'Junior Writer',
      jobLocationType: 'TELECOMMUTE',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Company company-a' },
      baseSalary: { currency: 'USD', value: { minValue: 100, maxValue: 500, unitText: 'MONTH' } },
      identifier: { value: 'remote-open' },
      directApply: true,
      validThrough: LISTED_UNTIL.toISOString(),
      totalJobOpenings: 3,
    });
    expect(data.jobLocation).toBeUndefined();
    expect(data.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'NG' },
      { '@type': 'Country', name: 'GH' },
    ]);
  });

  it('a remote job open anywhere that names no place is shown without JobPosting data (Google takes no "anywhere")', async () => {
    const props = await page('remote-anywhere');
    if (props === 'not found') throw new Error('not found');
    expect(props.job.title).toBe('Junior Writer');
    expect(props.jsonLd).toBeNull();
  });

  it('an onsite job names its place as a postal address', async () => {
    const props = await page('onsite-open');
    if (props === 'not found') throw new Error('not found');
    const data = JSON.parse(props.jsonLd!);
    expect(jobPostingProblems(data)).toEqual([]);
    expect(data.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressCountry: 'Portugal' },
    });
    expect(data.jobLocationType).toBeUndefined();
    expect(data.employmentType).toBe('INTERN');
  });

  it('the JSON-LD cannot close its script element, whatever the job says', async () => {
    await engine.serverDocuments.set(
      'jobs/tricky',
      seedJob({ id: 'tricky', title: '</script><script>alert(1)</script>', location: 'Lagos, Nigeria' }),
    );
    const props = await page('tricky');
    if (props === 'not found') throw new Error('not found');
    expect(props.jsonLd).not.toContain('<');
    expect(JSON.parse(props.jsonLd!).title).toBe('</script><script>alert(1)</script>');
  });

  it('closed, filled and expired jobs are still shown, without JobPosting data', async () => {
    for (const id of ['closed', 'expired', 'listing-over', 'filled']) {
      const props = await page(id);
      if (props === 'not found') throw new Error(`${id}: not found`);
      expect(props.job.id).toBe(id);
      expect(props.jsonLd).toBeNull();
    }
  });

  it('a job awaiting review, a missing job and an id that is not one answer 404', async () => {
    for (const id of ['unreviewed', 'no-such-job', '../students/talent-a', 'a/b'])
      expect(await page(id)).toBe('not found');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('the sitemap lists the landing page and the open jobs only', async () => {
    const { out, ctx } = fakeResponse();
    await sitemapProps(ctx);
    expect(out.status).toBe(200);
    expect(out.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...out.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/jobs/remote-open`);
    expect(locs).toContain(`${ORIGIN}/jobs/onsite-open`);
    for (const hidden of ['closed', 'expired', 'listing-over', 'filled', 'unreviewed'])
      expect(locs).not.toContain(`${ORIGIN}/jobs/${hidden}`);
  });

  it('robots.txt points to the sitemap', async () => {
    const { out, ctx } = fakeResponse();
    await robotsProps(ctx);
    expect(out.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
