/**
 * The JavaScript budget as the browser loads it (scripts/lib/screen-scripts.mjs, counted by the end-to-end budget
 * spec and `npm run measure:screens`): which requests count, the figure and its verdict, the figures read back from
 * Playwright's report and their table. Then the build-output estimate (scripts/check-js-budget.mjs,
 * `npm run analyze:bundle`): which routes it counts and what it counts for each, on a made-up build.
 */
import {
  adapterGroup,
  asyncGroupsIn,
  firstLoadFiles,
  isSignedInRoute,
  publicRouteBudgets,
  routeBudgets,
} from '@/scripts/lib/js-budget.mjs';
import {
  budgetInReport,
  budgetVerdict,
  FIGURE_ANNOTATION,
  figureLines,
  SCREEN_ANNOTATION,
  screenFigure,
  scriptsUntil,
} from '@/scripts/lib/screen-scripts.mjs';
import { verdictOf } from '@/scripts/lib/screen-report.mjs';

const origin = 'http://127.0.0.1:4000';
const requests = [
  { url: `${origin}/_next/static/chunks/main.js`, type: 'script', at: 0 },
  { url: `${origin}/_next/static/css/app.css`, type: 'stylesheet', at: 1 },
  { url: 'https://client.crisp.chat/l.js', type: 'script', at: 2 },
  { url: `${origin}/_next/static/chunks/page.js`, type: 'script', at: 3 },
  { url: `${origin}/api/local/db`, type: 'fetch', at: 4 },
  // The script tag after its preload: one download.
  { url: `${origin}/_next/static/chunks/page.js`, type: 'script', at: 5 },
  { url: `${origin}/_next/static/chunks/adapter.js`, type: 'script', at: 6 },
  // Requested once the screen was usable (at 6).
  { url: `${origin}/_next/static/chunks/sdk.js`, type: 'script', at: 7 },
];

describe('the JavaScript a screen loads until it has shown its data', () => {
  it("counts the page's own scripts requested until it was usable, each once; not styles, data, other origins or later chunks", () => {
    expect(scriptsUntil(requests, { origin, until: 6 }).map((r) => new URL(r.url).pathname)).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/adapter.js',
    ]);
    expect(scriptsUntil(requests, { origin }).map((r) => r.at)).toEqual([0, 3, 6, 7]);
  });

  it('sums the compressed sizes and holds them to the budget, a byte over failing', () => {
    const screen = { role: 'talent', name: 'Home', path: '/talent-dashboard' };
    const within = screenFigure(screen, [{ gzip: 200 * 1024 }, { gzip: 20 * 1024 }], 220);
    expect(within).toMatchObject({ ...screen, gzip: 220 * 1024, files: 2, budgetKb: 220, over: false });
    expect(screenFigure(screen, [{ gzip: 220 * 1024 + 1 }], 220).over).toBe(true);
  });

  it("reads the figures back from Playwright's report, the last try of a retried test", () => {
    const figure = (name: string, gzip: number) => ({
      type: FIGURE_ANNOTATION,
      description: JSON.stringify(screenFigure({ role: 'company', name, path: `/company/${name}` }, [{ gzip }], 220)),
    });
    const marked = (name: string) => ({
      type: SCREEN_ANNOTATION,
      description: JSON.stringify({ role: 'company', name, label: `/company/${name}` }),
    });
    const report = {
      suites: [
        {
          specs: [{ tests: [{ annotations: [marked('jobs')], results: [{ annotations: [figure('jobs', 1000)] }] }] }],
          suites: [
            {
              specs: [
                {
                  tests: [
                    {
                      annotations: [marked('team')],
                      results: [{ annotations: [figure('team', 300_000)] }, { annotations: [figure('team', 2000)] }],
                    },
                  ],
                },
                // A test of another spec, skipped.
                { tests: [{ annotations: [{ type: 'skip' }], results: [{ annotations: [] }] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(budgetInReport(report).figures.map((f) => [f.name, f.gzip, f.over])).toEqual([
      ['jobs', 1000, false],
      ['team', 2000, false],
    ]);
    expect(budgetInReport(report).unmeasured).toEqual([]);
  });

  it('names the screens whose test ended before it recorded a figure, or never ran', () => {
    const settings = { role: 'company', name: 'Settings', label: '/company/settings' };
    const team = { role: 'company', name: 'Team', label: '/company/team' };
    const report = {
      suites: [
        {
          specs: [
            {
              title: 'Settings loads at most 220 KB',
              tests: [
                {
                  annotations: [{ type: SCREEN_ANNOTATION, description: JSON.stringify(settings) }],
                  results: [{ annotations: [], status: 'timedOut' }],
                },
                {
                  annotations: [{ type: SCREEN_ANNOTATION, description: JSON.stringify(team) }],
                  results: [],
                  status: 'skipped',
                },
              ],
            },
          ],
        },
      ],
    };
    expect(budgetInReport(report)).toEqual({
      figures: [],
      unmeasured: [settings, team],
    });
  });

  it('prints one line per screen, largest first, and names the screens over budget', () => {
    const figures = [
      screenFigure({ role: 'talent', name: 'Home', path: '/talent-dashboard' }, [{ gzip: 150 * 1024 }], 220),
      screenFigure({ role: 'talent', name: 'Profile', path: '/talent-dashboard/profile' }, [{ gzip: 235 * 1024 }], 220),
      screenFigure({ role: 'public', name: 'Landing', path: '/' }, [{ gzip: 120 * 1024 }], 150),
    ];
    const lines = figureLines(figures, 'local');
    expect(lines.slice(2, 5).map((l) => l.split(/\s+/).slice(0, 2).join(' '))).toEqual([
      'talent Profile',
      'talent Home',
      'public Landing',
    ]);
    expect(lines[2]).toMatch(/235\.0 KB .*OVER$/);
    expect(lines.at(-1)).toBe('JS BUDGET FAILED (local mode): talent Profile 235.0 KB > 220 KB');
    expect(figureLines(figures.slice(0, 1), 'firebase').at(-1)).toBe(
      'JS BUDGET OK (firebase mode): 1 screens within budget, largest signed-in: talent Home 150.0 KB',
    );
    const team = { role: 'company', name: 'Team', label: '/company/team' };
    const unmeasured = figureLines(figures.slice(0, 1), 'local', [team]);
    expect(unmeasured.at(-2)).toMatch(/^company Team +\/company\/team +- +NOT MEASURED$/);
    expect(unmeasured.at(-1)).toBe('JS BUDGET FAILED (local mode): not measured: company Team');
  });
});

describe("the budget's line in npm test's summary, one per end-to-end run", () => {
  const home = screenFigure({ role: 'talent', name: 'Home', path: '/talent-dashboard' }, [{ gzip: 150 * 1024 }], 220);
  const landing = screenFigure({ role: 'public', name: 'Landing', path: '/' }, [{ gzip: 149 * 1024 }], 150);
  const ran = { passed: 40, failed: 0 };

  it('passes when every screen the run opened is measured and within its budget', () => {
    expect(budgetVerdict({ figures: [home, landing], unmeasured: [] }, ran)).toEqual({
      status: 'passed',
      note: '2 screens within budget, largest signed-in: talent Home 150.0 KB',
    });
  });

  it('fails when a screen is over, or has no figure', () => {
    const over = screenFigure({ role: 'talent', name: 'Profile', path: '/p' }, [{ gzip: 221 * 1024 }], 220);
    expect(budgetVerdict({ figures: [home, over], unmeasured: [] }, ran)).toEqual({
      status: 'failed',
      note: 'talent Profile 221.0 KB > 220 KB',
    });
    const learn = { role: 'talent', name: 'Learn', label: '/talent-dashboard/learn' };
    expect(budgetVerdict({ figures: [home], unmeasured: [learn] }, ran)).toEqual({
      status: 'failed',
      note: 'not measured: talent Learn',
    });
    const many = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ role: 'admin', name, label: `/backoffice/${name}` }));
    expect(budgetVerdict({ figures: [over], unmeasured: many }, ran).note).toBe(
      'talent Profile 221.0 KB > 220 KB; not measured: admin A, admin B, admin C and 2 more',
    );
  });

  it('fails a run that ran tests and kept no figure; skips only a run that ran none', () => {
    expect(budgetVerdict(null, ran).status).toBe('failed');
    expect(budgetVerdict(null, { passed: 0, failed: 3 }).status).toBe('failed');
    expect(budgetVerdict({ figures: [], unmeasured: [] }, ran).status).toBe('failed');
    expect(budgetVerdict(null, { passed: 0, failed: 0 })).toEqual({ status: 'skipped', note: 'the run ran no test' });
  });
});

describe("measure:screens' verdict", () => {
  const row = (role: string, usableKb: number, score: number | null, lighthouseBudget = false) => ({
    role,
    lighthouseBudget,
    // Everything until the network was quiet (`gzip`) is reported; the budget holds what came before usable.
    js: { gzip: 400 * 1024, usableGzip: usableKb * 1024 },
    lighthouse: score === null ? null : { score },
  });

  it('holds every signed-in screen to 220 KB until usable and Lighthouse 90, the key screens to 95', () => {
    expect(verdictOf(row('talent', 219, 90))).toEqual([]);
    expect(verdictOf(row('talent', 221, 89))).toEqual(['JS > 220 KB', 'Lighthouse < 90']);
    expect(verdictOf(row('company', 200, 94, true))).toEqual(['Lighthouse < 95']);
    expect(verdictOf(row('admin', 200, null, true))).toEqual([]);
  });

  it('holds the public pages to 150 KB and Lighthouse 95', () => {
    expect(verdictOf(row('public', 151, 95))).toEqual(['JS > 150 KB']);
    expect(verdictOf(row('public', 140, 94))).toEqual(['Lighthouse < 95']);
  });
});

const chunks: Record<string, string> = {
  'static/chunks/root.js': 'runtime',
  'static/chunks/app.js': 'app code',
  'static/chunks/home.js': 'x.A(1).then(m=>m.createBackend())',
  'static/chunks/loader.js':
    '1,e=>{e.v(t=>Promise.all(["static/chunks/sdk.js","static/chunks/adapter.js"].map(t=>e.l(t))).then(()=>t(2)))}',
  'static/chunks/other.js': '3,e=>{e.v(t=>Promise.all(["static/chunks/chart.js"].map(t=>e.l(t))).then(()=>t(4)))}',
  'static/chunks/sdk.js': 'firebase sdk',
  'static/chunks/adapter.js': 'return{mode:"firebase",docs:d}',
  'static/chunks/chart.js': 'charts',
};
const size: Record<string, number> = { root: 1000, app: 2000, home: 500, sdk: 9000, adapter: 800, chart: 50_000 };
const reader = {
  read: (file: string) => chunks[file] ?? '',
  gzipSize: (file: string) => size[file.replace(/^static\/chunks\/|\.js$/g, '')] ?? 0,
};
const manifest = {
  rootMainFiles: ['static/chunks/root.js'],
  pages: {
    '/_app': ['static/chunks/app.js', 'static/chunks/app.css'],
    '/talent-dashboard': ['static/chunks/home.js'],
    '/company/auth/login': ['static/chunks/home.js'],
    '/': ['static/chunks/home.js'],
  },
};

describe('the build-output estimate of the signed-in routes', () => {
  it('counts the signed-in areas, not their sign-in pages or the public pages', () => {
    expect(
      ['/talent-dashboard', '/company', '/company/jobs/[jobId]', '/backoffice/settings'].every(isSignedInRoute),
    ).toBe(true);
    expect(
      ['/', '/auth/login', '/company/auth/login', '/company/auth/sign-up', '/backoffice/auth/login', '/companyx'].some(
        isSignedInRoute,
      ),
    ).toBe(false);
  });

  it("reads Turbopack's async chunk groups and finds the one with the backend adapter", () => {
    expect(asyncGroupsIn(chunks['static/chunks/loader.js'])).toEqual([
      ['static/chunks/sdk.js', 'static/chunks/adapter.js'],
    ]);
    expect(adapterGroup(Object.keys(chunks), reader.read)).toEqual([
      'static/chunks/sdk.js',
      'static/chunks/adapter.js',
    ]);
  });

  it("adds the adapter's group to each signed-in route's first-load scripts, without CSS or other lazy chunks", () => {
    expect(firstLoadFiles(manifest, '/talent-dashboard')).toEqual([
      'static/chunks/root.js',
      'static/chunks/app.js',
      'static/chunks/home.js',
    ]);
    const [home, ...rest] = routeBudgets(manifest, Object.keys(chunks), reader);
    expect(rest).toEqual([]);
    expect(home).toMatchObject({
      route: '/talent-dashboard',
      firstLoad: 3500,
      adapter: 9800,
      total: 13_300,
      adapterFound: true,
      later: 0,
    });
  });

  it("counts Firebase mode's boot backend, and its SDK adapter (loaded from the boot chunk after the first data) apart", () => {
    const boot: Record<string, string> = {
      ...chunks,
      'static/chunks/loader.js': '1,e=>{e.v(t=>Promise.all(["static/chunks/boot.js"].map(t=>e.l(t))).then(()=>t(2)))}',
      'static/chunks/boot.js':
        'return{mode:"firebase",docs:b};5,e=>{e.v(t=>Promise.all(["static/chunks/sdk.js","static/chunks/adapter.js"].map(t=>e.l(t))).then(()=>t(6)))}',
    };
    const bootReader = {
      read: (file: string) => boot[file] ?? '',
      gzipSize: (file: string) => (file.endsWith('boot.js') ? 600 : reader.gzipSize(file)),
    };
    expect(adapterGroup(Object.keys(boot), bootReader.read)).toEqual(['static/chunks/boot.js']);
    const [home] = routeBudgets(manifest, Object.keys(boot), bootReader);
    expect(home).toMatchObject({ firstLoad: 3500, adapter: 600, total: 4100, later: 9800, adapterFound: true });
  });

  it('counts an SDK loaded in two stages (a first chunk, which loads the adapter) apart too', () => {
    const staged: Record<string, string> = {
      ...chunks,
      'static/chunks/loader.js': '1,e=>{e.v(t=>Promise.all(["static/chunks/boot.js"].map(t=>e.l(t))).then(()=>t(2)))}',
      'static/chunks/boot.js':
        'return{mode:"firebase",docs:b};5,e=>{e.v(t=>Promise.all(["static/chunks/auth.js"].map(t=>e.l(t))).then(()=>t(6)))}',
      'static/chunks/auth.js':
        'auth sdk;7,e=>{e.v(t=>Promise.all(["static/chunks/sdk.js","static/chunks/adapter.js"].map(t=>e.l(t))).then(()=>t(8)))}',
    };
    const sizes: Record<string, number> = { 'static/chunks/boot.js': 600, 'static/chunks/auth.js': 2000 };
    const stagedReader = {
      read: (file: string) => staged[file] ?? '',
      gzipSize: (file: string) => sizes[file] ?? reader.gzipSize(file),
    };
    const [home] = routeBudgets(manifest, Object.keys(staged), stagedReader);
    expect(home).toMatchObject({ firstLoad: 3500, adapter: 600, total: 4100, later: 11_800, adapterFound: true });
  });

  it('says so when the build has no adapter group to find', () => {
    const [home] = routeBudgets(manifest, ['static/chunks/other.js'], reader);
    expect(home).toMatchObject({ adapter: 0, adapterFound: false });
  });
});

describe('the build-output estimate of the public pages', () => {
  it('counts the first-load scripts of the public pages in the build (the public job page among them), no adapter', () => {
    const withJob = { ...manifest, pages: { ...manifest.pages, '/jobs/[jobId]': ['static/chunks/home.js'] } };
    expect(publicRouteBudgets(withJob, reader)).toEqual([
      { route: '/', files: ['static/chunks/root.js', 'static/chunks/app.js', 'static/chunks/home.js'], total: 3500 },
      {
        route: '/company/auth/login',
        files: ['static/chunks/root.js', 'static/chunks/app.js', 'static/chunks/home.js'],
        total: 3500,
      },
      {
        route: '/jobs/[jobId]',
        files: ['static/chunks/root.js', 'static/chunks/app.js', 'static/chunks/home.js'],
        total: 3500,
      },
    ]);
  });
});
