import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findTrustedOperation } from '@/server/trusted/registry';
import { RESPONSE_STATS_WINDOW } from '@/server/trusted/response-stats';
import type { ResponseStatsResult } from '@/services/backend/trusted-ops/account';
import { WRITE_CHUNK } from '@/services/write-chunks';
import type { TrustedContext } from '@/server/trusted/types';
import type { LocalEngine } from '@/server/local/engine';
import type { Documents, WriteOp } from '@/services/backend/types';
import { companyFromSnapshot } from '@/services/converters/company-converter';
import { founderMemberDoc } from '@/services/converters/company-member-doc';
import { jobFromSnapshot } from '@/services/converters/job-converter';
import { setBackend as pointServicesAt } from '@/services/backend/backend';
import type { Backend } from '@/services/backend/types';
import {
  REFRESH_COOLDOWN_MS,
  companyResponseLabel,
  requestResponseStatsRefresh,
  responseTimeLabel,
} from '@/services/companies/response-stats';
import { openTestEngine } from '../helpers/local-server';
import { trustedContext } from '../helpers/trusted-context';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 9, 1);

let engine: LocalEngine;
let reads = 0;

/** The engine's privileged documents, counting reads the way the read meter bills them (one per document, at least one per query). */
function meteredDocs(docs: Documents): TrustedContext['docs'] {
  return {
    // The operation reads without a transaction; one would bypass the meter.
    runTransaction: () => Promise.reject(new Error('response-stats runs no transaction')),
    get: async (path) => ((reads += 1), docs.get(path)),
    query: async (spec) => {
      const snaps = await docs.query(spec);
      reads += Math.max(1, snaps.length);
      return snaps;
    },
    count: (spec) => docs.count(spec),
    set: (path, data, options) => docs.set(path, data, options),
    update: (path, data) => docs.update(path, data),
    delete: (path) => docs.delete(path),
    batch: (ops) => docs.batch(ops),
  };
}

const ctxFor = (uid: string) => trustedContext(uid, { docs: meteredDocs(engine.serverDocuments) }, 'stats.test');

/** The operation as the route serves it: the payload checked against the contract first. */
const run = async (uid: string, payload: unknown) => {
  reads = 0;
  return (await findTrustedOperation('response-stats')!(ctxFor(uid), payload)) as ResponseStatsResult;
};

let seq = 0;
async function arrange(
  companyId: string,
  opts: { jobs?: { status: 'active' | 'closed' }[]; waits?: (number | null)[] },
) {
  const ops: WriteOp[] = [
    {
      type: 'set',
      path: `companies/${companyId}`,
      data: { id: companyId, email: `${companyId}@x.test`, name: companyId, timestamp: new Date(T0), new: false },
    },
    // Its founding owner's member document, as sign-up writes it: who acts for a company is its team.
    {
      type: 'set',
      path: `companyMembers/${companyId}`,
      data: founderMemberDoc(companyId, companyId, `${companyId}@x.test`, new Date(T0)),
    },
  ];
  const jobIds = (opts.jobs ?? []).map((job, i) => {
    const id = `${companyId}-job${i}`;
    ops.push({
      type: 'set',
      path: `jobs/${id}`,
      data: { id, companyId, title: 'Job', status: job.status, createdAt: new Date(T0 + i) },
    });
    return id;
  });
  (opts.waits ?? []).forEach((wait, i) => {
    const talentId = `talent${++seq}`;
    const jobId = jobIds[0] ?? 'nojob';
    const createdAt = T0 + i * DAY;
    ops.push({
      type: 'set',
      path: `applications/${jobId}_${talentId}`,
      data: {
        id: `${jobId}_${talentId}`,
        jobId,
        talentId,
        companyId,
        stage: wait === null ? 'applied' : 'reviewing',
        history: [],
        createdAt: new Date(createdAt),
        updatedAt: new Date(createdAt),
        ...(wait === null ? {} : { firstResponseAt: new Date(createdAt + wait) }),
      },
    });
  });
  for (let i = 0; i < ops.length; i += 400) await engine.serverDocuments.batch(ops.slice(i, i + 400));
  return { jobIds, firstTalent: `talent${seq - (opts.waits?.length ?? 0) + 1}` };
}

const company = async (id: string) => companyFromSnapshot(await engine.serverDocuments.get(`companies/${id}`));
const job = async (id: string) => jobFromSnapshot(await engine.serverDocuments.get(`jobs/${id}`));

beforeAll(async () => {
  engine = await openTestEngine();
});

afterAll(async () => {
  await engine?.close();
  if (engine) await rm(engine.dataDir, { recursive: true, force: true });
});

describe('response-stats trusted operation', () => {
  it('writes the median first response to the company and to its active jobs only, at one read per document', async () => {
    const { jobIds } = await arrange('acme', {
      jobs: [{ status: 'active' }, { status: 'active' }, { status: 'closed' }],
      waits: [2 * HOUR, 30 * HOUR, 5 * DAY, null],
    });
    const result = await run('acme', { companyId: 'acme' });
    expect(result.stats).toMatchObject({ medianMs: 30 * HOUR, applications: 4, responded: 3 });
    expect(result.jobsUpdated).toBe(2);
    // 4 applications + 2 active jobs, and the caller's member document (who it works for: one read, as the rules).
    expect(reads).toBe(1 + 6);

    const stored = await company('acme');
    expect(stored.responseStats).toMatchObject({ medianMs: 30 * HOUR, applications: 4, responded: 3 });
    expect(stored.responseStats?.updatedAt).toEqual(expect.any(Number));
    expect(companyResponseLabel(stored.responseStats)).toBe('Usually replies within 2 days');
    expect((await job(jobIds[0])).companyResponseMs).toBe(30 * HOUR);
    expect((await job(jobIds[1])).companyResponseMs).toBe(30 * HOUR);
    expect((await job(jobIds[2])).companyResponseMs).toBeUndefined();

    // Run again with nothing changed: the jobs already carry the figure and are not rewritten.
    expect((await run('acme', { companyId: 'acme' })).jobsUpdated).toBe(0);
  });

  it('hides the figure below 3 applications and removes one a job carried before', async () => {
    const { jobIds } = await arrange('tiny', { jobs: [{ status: 'active' }], waits: [HOUR, 3 * HOUR] });
    await engine.serverDocuments.update(`jobs/${jobIds[0]}`, { companyResponseMs: 999 });
    const result = await run('tiny', { companyId: 'tiny' });
    expect(result.stats).toMatchObject({ medianMs: null, applications: 2, responded: 2 });
    expect(result.jobsUpdated).toBe(1);
    expect((await job(jobIds[0])).companyResponseMs).toBeUndefined();
    expect(companyResponseLabel((await company('tiny')).responseStats)).toBeNull();
  });

  it('says nothing while none of 3+ applications got an answer', async () => {
    const { jobIds } = await arrange('silent', { jobs: [{ status: 'active' }], waits: [null, null, null] });
    const result = await run('silent', { companyId: 'silent' });
    expect(result.stats).toMatchObject({ medianMs: null, applications: 3, responded: 0 });
    expect((await job(jobIds[0])).companyResponseMs).toBeUndefined();
  });

  it('lets an applicant of the company refresh it, and refuses anyone else', async () => {
    const { firstTalent } = await arrange('open', { jobs: [{ status: 'active' }], waits: [HOUR, HOUR, HOUR] });
    const byApplicant = await run(firstTalent, { companyId: 'open' });
    expect(byApplicant.stats.medianMs).toBe(HOUR);
    // The applicant's check: its member document (none), then one query (one read).
    expect(reads).toBe(3 + 1 + 1 + 1);
    await expect(run('stranger', { companyId: 'open' })).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('lets a recruiter of the company refresh it, and refuses a founding account taken off its company', async () => {
    await arrange('crew', { jobs: [{ status: 'active' }], waits: [HOUR, HOUR, HOUR] });
    await engine.serverDocuments.set('companyMembers/recruiter1', {
      uid: 'recruiter1',
      companyId: 'crew',
      role: 'recruiter',
      name: 'Rae',
      email: 'rae@x.test',
      joinedAt: new Date(T0),
    });
    expect((await run('recruiter1', { companyId: 'crew' })).stats.medianMs).toBe(HOUR);
    await engine.serverDocuments.set('companyMembers/crew', {
      uid: 'crew',
      companyId: 'crew',
      role: 'removed',
      name: 'Founder',
      email: 'crew@x.test',
      joinedAt: new Date(T0),
    });
    await expect(run('crew', { companyId: 'crew' })).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('refuses a malformed payload and an unknown company', async () => {
    await expect(run('acme', {})).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(run('acme', { companyId: 'a/b' })).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(run('acme', { companyId: 'acme', extra: 1 })).rejects.toMatchObject({ code: 'invalid-argument' });
    // Nobody acts for a company that does not exist; a member document left naming one finds nothing to refresh.
    await expect(run('ghost', { companyId: 'ghost' })).rejects.toMatchObject({ code: 'permission-denied' });
    await engine.serverDocuments.set('companyMembers/ghost', {
      uid: 'ghost',
      companyId: 'ghost',
      role: 'owner',
      name: 'Ghost',
      email: 'ghost@x.test',
      joinedAt: new Date(T0),
    });
    await expect(run('ghost', { companyId: 'ghost' })).rejects.toMatchObject({ code: 'not-found' });
  });

  it(`updates more active jobs than one batch holds (${WRITE_CHUNK}) and reads at most the ${RESPONSE_STATS_WINDOW} latest applications`, async () => {
    const jobs = Array.from({ length: WRITE_CHUNK + 5 }, () => ({ status: 'active' as const }));
    const waits = Array.from({ length: RESPONSE_STATS_WINDOW + 10 }, (_, i) => (i < 10 ? 100 * DAY : HOUR));
    const { jobIds } = await arrange('big', { jobs, waits });
    const result = await run('big', { companyId: 'big' });
    // The 10 oldest (and slowest) answers fall outside the window.
    expect(result.stats).toMatchObject({
      medianMs: HOUR,
      applications: RESPONSE_STATS_WINDOW,
      responded: RESPONSE_STATS_WINDOW,
    });
    expect(result.jobsUpdated).toBe(WRITE_CHUNK + 5);
    expect(reads).toBe(1 + RESPONSE_STATS_WINDOW + WRITE_CHUNK + 5);
    expect((await job(jobIds[WRITE_CHUNK + 4])).companyResponseMs).toBe(HOUR);
  });
});

describe('responseTimeLabel', () => {
  it.each([
    [30 * 60_000, 'Usually replies within an hour'],
    [HOUR, 'Usually replies within an hour'],
    [5.5 * HOUR, 'Usually replies within 6 hours'],
    [DAY, 'Usually replies within a day'],
    [30 * HOUR, 'Usually replies within 2 days'],
    [9 * DAY, 'Usually replies within 9 days'],
  ])('%d ms reads "%s"', (ms, label) => {
    expect(responseTimeLabel(ms)).toBe(label);
  });

  it('says nothing without a figure', () => {
    expect(responseTimeLabel(null)).toBeNull();
    expect(responseTimeLabel(undefined)).toBeNull();
    expect(companyResponseLabel(undefined)).toBeNull();
    expect(companyResponseLabel({ medianMs: HOUR, applications: 2, responded: 2, updatedAt: 1 })).toBeNull();
  });
});

describe('requestResponseStatsRefresh', () => {
  it('asks at once, collapses a burst into one more request after a cooldown, and swallows failures', async () => {
    vi.useFakeTimers();
    try {
      const callTrusted = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
      pointServicesAt({ callTrusted } as unknown as Backend);
      requestResponseStatsRefresh('c1');
      requestResponseStatsRefresh('c1');
      requestResponseStatsRefresh('c1');
      requestResponseStatsRefresh('c2');
      await vi.advanceTimersByTimeAsync(0);
      expect(callTrusted.mock.calls).toEqual([
        ['response-stats', { companyId: 'c1' }],
        ['response-stats', { companyId: 'c2' }],
      ]);
      await vi.advanceTimersByTimeAsync(REFRESH_COOLDOWN_MS);
      expect(callTrusted).toHaveBeenCalledTimes(3);
      expect(callTrusted).toHaveBeenLastCalledWith('response-stats', { companyId: 'c1' });
      await vi.advanceTimersByTimeAsync(3 * REFRESH_COOLDOWN_MS);
      expect(callTrusted).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
