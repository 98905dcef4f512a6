/**
 * The build-output budget check (scripts/check-js-budget.mjs): which routes it counts and what it counts for each,
 * on a made-up build.
 */
import {
  adapterGroup,
  asyncGroupsIn,
  firstLoadFiles,
  isSignedInRoute,
  publicRouteBudgets,
  routeBudgets,
} from '@/scripts/lib/js-budget.mjs';

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

describe('the signed-in JavaScript budget check', () => {
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

describe('the public pages JavaScript budget check', () => {
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
