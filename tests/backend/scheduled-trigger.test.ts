/** What runs the scheduled jobs: the protected cron route (Cloud Scheduler in Firebase mode) and the local timer. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FIRST_RUN_DELAY_MS, scheduleEnabled, startSchedule } from '@/server/app/schedule';
import { createCronHandler, secretMatches } from '@/server/scheduled/cron-handler';
import { SCHEDULED_JOBS, type ScheduledJob } from '@/server/scheduled/jobs';
import type { TrustedServices } from '@/server/trusted/types';

const services = { docs: {}, sendMail: async () => undefined } as unknown as TrustedServices;
const job = (everyMs = 60_000): ScheduledJob & { run: ReturnType<typeof vi.fn> } => ({
  description: 'test job',
  schedule: '* * * * *',
  everyMs,
  run: vi.fn(async () => ({ done: 1 })),
});

describe('cron route', () => {
  let server: http.Server;
  let url: string;
  const sweep = job();
  let secret = 's3cret-value';

  beforeAll(async () => {
    server = http.createServer(
      createCronHandler(
        async () => services,
        { sweep },
        () => secret,
      ),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/cron`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    secret = 's3cret-value';
    sweep.run.mockClear();
  });

  const call = (name: string, headers: Record<string, string> = {}, method = 'POST') =>
    fetch(`${url}/${name}`, { method, headers });

  it('runs the named job with the right X-Cron-Secret and answers what it did', async () => {
    const res = await call('sweep', { 'X-Cron-Secret': 's3cret-value' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ job: 'sweep', done: 1 });
    expect(sweep.run).toHaveBeenCalledWith(services);
  });

  it.each([
    ['no header', {}, 401],
    ['a wrong secret', { 'X-Cron-Secret': 's3cret-valuf' }, 401],
    ['a prefix of the secret', { 'X-Cron-Secret': 's3cret' }, 401],
    ['a bearer token instead', { Authorization: 'Bearer s3cret-value' }, 401],
  ])('refuses %s (%#) and runs nothing', async (_label, headers, code) => {
    expect((await call('sweep', headers)).status).toBe(code);
    expect(sweep.run).not.toHaveBeenCalled();
  });

  it('is closed when CRON_SECRET is not set, even to an empty header', async () => {
    secret = '';
    expect((await call('sweep', { 'X-Cron-Secret': '' })).status).toBe(503);
    expect(sweep.run).not.toHaveBeenCalled();
  });

  it('answers 404 for an unknown job and 405 for GET', async () => {
    expect((await call('toString', { 'X-Cron-Secret': 's3cret-value' })).status).toBe(404);
    expect((await call('sweep', { 'X-Cron-Secret': 's3cret-value' }, 'GET')).status).toBe(405);
    expect(sweep.run).not.toHaveBeenCalled();
  });

  it('compares secrets of any length', () => {
    expect(secretMatches('a', 'a')).toBe(true);
    expect(secretMatches('a'.repeat(100), 'a')).toBe(false);
    expect(secretMatches('', '')).toBe(false);
  });
});

describe('local schedule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each job shortly after start, then every everyMs, until stopped', async () => {
    const [fast, slow] = [job(60_000), job(600_000)];
    const stop = startSchedule(services, { jobs: { fast, slow }, env: {}, log: () => undefined })!;
    await vi.advanceTimersByTimeAsync(FIRST_RUN_DELAY_MS - 1);
    expect(fast.run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect([fast.run.mock.calls.length, slow.run.mock.calls.length]).toEqual([1, 1]);
    await vi.advanceTimersByTimeAsync(600_000);
    expect([fast.run.mock.calls.length, slow.run.mock.calls.length]).toEqual([11, 2]);
    stop();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect([fast.run.mock.calls.length, slow.run.mock.calls.length]).toEqual([11, 2]);
  });

  it('does not start a run while the last one is still going, and keeps going after a failure', async () => {
    let finish: () => void = () => undefined;
    const stuck = job(1000);
    stuck.run.mockImplementationOnce(() => new Promise((r) => (finish = () => r({ done: 1 }))));
    stuck.run.mockImplementationOnce(async () => {
      throw new Error('boom');
    });
    const lines: string[] = [];
    const stop = startSchedule(services, { jobs: { stuck }, env: {}, log: (l) => lines.push(l) })!;
    await vi.advanceTimersByTimeAsync(FIRST_RUN_DELAY_MS + 5000);
    expect(stuck.run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(2000);
    expect(stuck.run).toHaveBeenCalledTimes(3);
    expect(lines).toContain('[schedule] stuck failed (next run retries): boom');
    stop();
  });

  it('is off with LOCAL_SCHEDULE=off and under Vitest', () => {
    expect(scheduleEnabled({})).toBe(true);
    expect(scheduleEnabled({ LOCAL_SCHEDULE: 'off' })).toBe(false);
    expect(scheduleEnabled({ VITEST: 'true' })).toBe(false);
    expect(startSchedule(services, { jobs: { a: job() }, env: { LOCAL_SCHEDULE: 'off' } })).toBeNull();
  });

  it('schedules every job, each with a cron and a local period', () => {
    expect(Object.keys(SCHEDULED_JOBS).sort()).toEqual([
      'close-expired-jobs',
      'data-retention',
      'event-reminders',
      'expire-badges',
      'interview-reminders',
      'job-alerts',
      'message-digests',
      'saved-job-deadlines',
    ]);
    for (const { schedule, everyMs } of Object.values(SCHEDULED_JOBS)) {
      expect(schedule.split(' ')).toHaveLength(5);
      expect(everyMs).toBeGreaterThanOrEqual(60_000);
    }
  });
});
