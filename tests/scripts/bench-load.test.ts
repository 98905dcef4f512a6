/**
 * The pure parts of the load benchmark (npm run bench:load): the request mix it draws, the percentiles it prints,
 * the lost-write check that decides its exit code, its options and the event-loop lateness it reports.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pickKind, REQUEST_KINDS, roleCounts, roleOf, ROLE_MIX, type RequestKind } from '@/scripts/lib/load-mix';
import { parseLoadOptions } from '@/scripts/lib/load-options';
import { formatLevel } from '@/scripts/lib/load-report';
import { lateness, lostWrites, percentile, summarise } from '@/scripts/lib/load-stats';

describe('the request mix', () => {
  it('draws 30 % public pages, 40 % talent reads, 20 % company reads and 10 % writes over the whole population', () => {
    const users = 300;
    const steps = 1000;
    const counts = new Map<RequestKind, number>();
    for (let i = 0; i < users; i += 1) {
      // An even sweep of [0, 1) stands for the random numbers.
      for (let s = 0; s < steps; s += 1) {
        const kind = pickKind(roleOf(i), (s + 0.5) / steps);
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
      }
    }
    const share = (...kinds: RequestKind[]) =>
      kinds.reduce((sum, k) => sum + (counts.get(k) ?? 0), 0) / (users * steps);
    expect(share('public page')).toBeCloseTo(0.3, 5);
    expect(share('job list first page', 'one job')).toBeCloseTo(0.4, 5);
    expect(share('company jobs', 'applicants')).toBeCloseTo(0.2, 5);
    expect(share('profile save', 'mark read')).toBeCloseTo(0.1, 5);
  });

  it('gives talents only talent requests and companies only company requests', () => {
    const drawn = (role: 'talent' | 'company') =>
      new Set(Array.from({ length: 100 }, (_, i) => pickKind(role, i / 100)));
    expect([...drawn('talent')].sort()).toEqual([
      'job list first page',
      'mark read',
      'one job',
      'profile save',
      'public page',
    ]);
    expect([...drawn('company')].sort()).toEqual([
      'applicants',
      'company jobs',
      'mark read',
      'profile save',
      'public page',
    ]);
  });

  it('picks by cumulative share, up to the last kind for a number just under 1', () => {
    expect(pickKind('talent', 0)).toBe('public page');
    expect(pickKind('talent', 0.2999)).toBe('public page');
    expect(pickKind('talent', 0.3)).toBe('job list first page');
    expect(pickKind('talent', 0.9999)).toBe('mark read');
    for (const mix of Object.values(ROLE_MIX)) expect(mix.reduce((sum, [, w]) => sum + w, 0)).toBe(100);
  });

  it('makes one user in three a company', () => {
    expect([0, 1, 2, 3, 4, 5].map(roleOf)).toEqual(['talent', 'talent', 'company', 'talent', 'talent', 'company']);
    expect(roleCounts(10)).toEqual({ talent: 7, company: 3 });
    expect(roleCounts(100)).toEqual({ talent: 67, company: 33 });
  });
});

describe('percentiles', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile(sorted, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('summarises unsorted samples', () => {
    expect(summarise([30, 10, 20, 40])).toEqual({ count: 4, p50: 20, p95: 40, p99: 40 });
  });
});

describe('lostWrites', () => {
  const trail = (user: string, ...writes: [string, boolean][]) => ({
    user,
    writes: writes.map(([value, acked]) => ({ value, acked })),
  });

  it('accepts the last acknowledged value read back', () => {
    expect(lostWrites([trail('a', ['a1', true], ['a2', true])], new Map([['a', 'a2']]))).toEqual([]);
  });

  it('reports an older value or a missing one read back after an acknowledged write', () => {
    const trails = [trail('a', ['a1', true], ['a2', true]), trail('b', ['b1', true])];
    expect(lostWrites(trails, new Map([['a', 'a1']]))).toEqual(['a', 'b']);
  });

  it('accepts a later write whose answer was lost, since it may have landed', () => {
    const trails = [trail('a', ['a1', true], ['a2', false], ['a3', false])];
    expect(lostWrites(trails, new Map([['a', 'a3']]))).toEqual([]);
    expect(lostWrites(trails, new Map([['a', 'a1']]))).toEqual([]);
    expect(lostWrites(trails, new Map([['a', 'zz']]))).toEqual(['a']);
  });

  it('does not judge a user with no acknowledged write', () => {
    expect(lostWrites([trail('a', ['a1', false]), trail('b')], new Map())).toEqual([]);
  });
});

describe('parseLoadOptions', () => {
  it('defaults to 10, 50 and 100 users, 60 s after a 15 s warm-up, building first', () => {
    expect(parseLoadOptions([])).toEqual({
      levels: [10, 50, 100],
      durationSeconds: 60,
      warmupSeconds: 15,
      build: true,
      against: null,
      data: null,
    });
  });

  it('reads the levels, times, --no-build and a second server given either way', () => {
    expect(
      parseLoadOptions([
        '--users=10',
        '--duration=10',
        '--warmup=3',
        '--no-build',
        '--against',
        'http://127.0.0.1:4000/x',
      ]),
    ).toEqual({
      levels: [10],
      durationSeconds: 10,
      warmupSeconds: 3,
      build: false,
      against: 'http://127.0.0.1:4000',
      data: null,
    });
    expect(parseLoadOptions(['--data=/tmp/scale']).data).toBe('/tmp/scale');
    expect(parseLoadOptions(['--against=http://host:5000']).against).toBe('http://host:5000');
  });

  it('refuses a bad count and an unknown option', () => {
    expect(() => parseLoadOptions(['--users=10,0'])).toThrow(/--users/);
    expect(() => parseLoadOptions(['--fast'])).toThrow(/unknown option --fast/);
    expect(() => parseLoadOptions(['--against=not a url'])).toThrow();
  });
});

describe('the printed table', () => {
  it('gives every kind of request and all of them together, for each server side by side', () => {
    const samples = Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, [] as number[]])) as Record<
      RequestKind,
      number[]
    >;
    samples['public page'] = [10, 20, 30];
    samples['one job'] = [40, 50];
    const result = {
      users: 5,
      seconds: 10,
      samples,
      errors: {},
      peakRss: 100 * 2 ** 20,
      clientDelay: { p50: 10.2, p99: 41.7 },
      cpu: { client: 0.456, server: { main: 0.7, busiestOther: 0.91, rest: 0.1 } },
    };
    const other = { ...result, peakRss: null, cpu: { client: 0.5, server: null } };
    const table = formatLevel(
      [
        { label: 'this build', result },
        { label: 'other', result: other },
      ],
      2,
    ).split('\n');
    expect(table[0]).toBe('5 users, 10 s timed after a 2 s warm-up');
    expect(table.find((line) => line.startsWith('requests/s'))).toMatch(/^requests\/s\s+0\.5\s+0\.5$/);
    expect(
      table
        .find((line) => line.startsWith('all requests'))
        ?.split(/\s+/)
        .slice(2),
    ).toEqual(['5', '30', '50', '50', '5', '30', '50', '50']);
    expect(
      table
        .find((line) => line.startsWith('public page'))
        ?.split(/\s+/)
        .slice(2, 6),
    ).toEqual(['3', '20', '30', '30']);
    expect(table.find((line) => line.startsWith('server peak RSS'))).toMatch(/100 MB\s+n\/a/);
    expect(table.find((line) => line.startsWith('client loop delay'))).toMatch(
      /p50 10, p99 42 ms\s+p50 10, p99 42 ms$/,
    );
    expect(table.find((line) => line.startsWith('client CPU'))).toMatch(/0\.46\s+0\.50$/);
    expect(table.find((line) => line.startsWith('server CPU'))).toMatch(/main 0\.70, db 0\.91, rest 0\.10\s+n\/a/);
  });
});

describe('the client loop delay', () => {
  it('reports lateness, not the timer interval the histogram also counts', () => {
    const histogram = { percentile: (p: number) => (p === 50 ? 10.2e6 : 34e6) };
    expect(lateness(histogram, 50)).toBeCloseTo(0.2);
    expect(lateness(histogram, 99)).toBeCloseTo(24);
    expect(lateness({ percentile: () => 9.2e6 }, 50)).toBe(0);
  });

  it('reads an idle loop as barely late', async () => {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    await new Promise((resolve) => setTimeout(resolve, 300));
    histogram.disable();
    expect(histogram.percentile(50) / 1e6).toBeGreaterThanOrEqual(9);
    expect(lateness(histogram, 50)).toBeLessThan(5);
  });
});
