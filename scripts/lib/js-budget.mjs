/**
 * The JavaScript a signed-in screen needs, read from a production build's output (no server, no browser): its
 * first-load files (build-manifest.json: the root files, _app's and the page's own) plus the backend adapter's chunk
 * group, which every signed-in screen loads right after hydrating (`getBackend()` in services/backend/backend.ts).
 * In Firebase mode that group is the boot backend, which loads the SDK after the screen's first data (reported
 * apart, as `later`). Sizes are gzip (level 6, what `next start` sends).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Signed-in areas' routes, without their sign-in and sign-up pages. */
export const isSignedInRoute = (route) =>
  /^\/(talent-dashboard|company|backoffice)(\/|$)/.test(route) && !/\/auth(\/|$)/.test(route);

/** The adapter's returned object, as the minifier leaves it (`mode: 'local'` / `mode: 'firebase'`). */
const ADAPTER_MARKER = /\bmode:"(local|firebase)"/;

/** Turbopack's loader of an async chunk group: `Promise.all(["static/chunks/a.js","static/chunks/b.js"].map(...))`. */
const ASYNC_GROUP = /Promise\.all\(\[((?:"static\/chunks\/[^"]+"\s*,?\s*)+)\]\.map/g;

/** The chunk groups a script can load on demand, each as its list of `static/chunks/...` files. */
export function asyncGroupsIn(text) {
  const groups = [];
  for (const match of text.matchAll(ASYNC_GROUP)) groups.push([...match[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]));
  return groups;
}

/** The first-load script files of a route, from build-manifest.json (CSS and nomodule polyfills left out). */
export function firstLoadFiles(manifest, route) {
  const files = [
    ...(manifest.rootMainFiles ?? []),
    ...(manifest.pages['/_app'] ?? []),
    ...(manifest.pages[route] ?? []),
  ];
  return [...new Set(files)].filter((f) => f.endsWith('.js'));
}

/** Every async chunk group of the build, with the file that loads it. */
function allAsyncGroups(chunkFiles, read) {
  return chunkFiles.flatMap((from) => asyncGroupsIn(read(from)).map((group) => ({ from, group })));
}

/**
 * The backend adapter's chunk group: the async group, loaded from any chunk of the build, that holds the adapter
 * (Turbopack puts the loader in whichever chunks need it, not always in a page's first-load files). In Firebase
 * mode the browser's adapter (the boot backend) loads the SDK adapter itself, later: the group counted is the one
 * not loaded from inside another adapter group, and the SDK's is `later`.
 */
export function adapterGroup(chunkFiles, read) {
  return splitAdapterGroups(chunkFiles, read).first;
}

function splitAdapterGroups(chunkFiles, read) {
  const all = allAsyncGroups(chunkFiles, read);
  const found = all.filter(({ group }) => group.some((chunk) => ADAPTER_MARKER.test(read(chunk))));
  const inAdapter = new Set(found.flatMap((g) => g.group));
  const first = (found.find((g) => !inAdapter.has(g.from)) ?? found[0])?.group ?? [];
  // The SDK adapter's group, and the groups that load it on the way from the first one: the SDK comes in stages
  // (App and Auth, then Firestore and the adapter), each stage loading the next.
  const later = new Set();
  for (const sdk of found.filter((g) => g.group !== first)) {
    const chain = [sdk];
    for (let step = sdk; step && !first.includes(step.from);) {
      step = all.find((g) => g.group.includes(step.from) && !chain.includes(g));
      if (step) chain.push(step);
    }
    if (first.includes(chain[chain.length - 1].from)) for (const g of chain) for (const f of g.group) later.add(f);
  }
  return { first, later: [...later].filter((f) => !first.includes(f)) };
}

/**
 * Per signed-in route `{ route, files, firstLoad, adapter, total, adapterFound, later }` (sizes in gzip bytes),
 * given the build's chunk files, `read(file)` (a build-relative path -> its text) and `gzipSize(file)`. `later`
 * (not in `total`) is the SDK adapter that Firebase mode's boot backend loads after the screen's first data.
 */
export function routeBudgets(manifest, chunkFiles, { read, gzipSize }) {
  const routes = Object.keys(manifest.pages).filter(isSignedInRoute).sort();
  const { first: group, later } = splitAdapterGroups(chunkFiles, read);
  const sum = (files) => files.reduce((n, f) => n + gzipSize(f), 0);
  return routes.map((route) => {
    const first = firstLoadFiles(manifest, route);
    const adapter = group.filter((f) => !first.includes(f));
    const afterData = later.filter((f) => !first.includes(f));
    return {
      route,
      files: [...first, ...adapter],
      firstLoad: sum(first),
      adapter: sum(adapter),
      total: sum(first) + sum(adapter),
      adapterFound: group.length > 0,
      later: sum(afterData),
    };
  });
}

/**
 * The public pages (no account needed), held to 150 KB gzip of first-load JavaScript: the landing page, the sign-in,
 * sign-up and password pages, a job's public page and the job alert unsubscribe page. Their backend loads only when a form is used, so only their
 * first-load files count here (`npm run measure:first-load` measures them in a browser).
 */
export const PUBLIC_ROUTES = [
  '/',
  '/auth/login',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/company/auth/login',
  '/company/auth/sign-up',
  '/backoffice/auth/login',
  '/jobs/[jobId]',
  '/job-alerts/unsubscribe',
  '/company/auth/join',
];

/** Per public route in the build `{ route, files, total }` (gzip bytes of its first-load scripts). */
export function publicRouteBudgets(manifest, { gzipSize }) {
  return PUBLIC_ROUTES.filter((route) => manifest.pages[route]).map((route) => {
    const files = firstLoadFiles(manifest, route);
    return { route, files, total: files.reduce((n, f) => n + gzipSize(f), 0) };
  });
}

/** Reader and gzip sizer over a build folder, each file read once. */
export function buildReader(distDir) {
  const texts = new Map();
  const sizes = new Map();
  const read = (file) => {
    if (!texts.has(file)) texts.set(file, readFileSync(path.join(distDir, file), 'utf8'));
    return texts.get(file);
  };
  const gzipSize = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(read(file), { level: 6 }).length);
    return sizes.get(file);
  };
  return { read, gzipSize };
}

/** The build's client chunk files, as build-relative paths (`static/chunks/...js`). */
export function chunkFilesOf(distDir) {
  return readdirSync(path.join(distDir, 'static', 'chunks'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `static/chunks/${f}`);
}
