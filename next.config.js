// @ts-check
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next loads this file as CommonJS.
const { imageSettings } = require('./constants/image-settings.json');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above; firebase.json is the one source of the emulators' ports.
const storageEmulatorPort = String(require('./firebase.json').emulators.storage.port);

const firebaseConfigured = Boolean(
  process.env.NEXT_PUBLIC_FIREBASE_API_KEY && process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
);

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The Firebase-mode builds of `npm run dev:firebase` and the measurements go to a folder of their own
  // (NEXT_DIST_DIR), so they never overwrite the local backend's .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // `npm run analyze:bundle` builds with browser source maps (into its own folder) to tell what a route is made of.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === '1',
  poweredByHeader: false,
  // `npm test` type-checks the tree with `tsc --noEmit` before it builds, so its builds skip Next's second pass over
  // the same types (NEXT_SKIP_TYPE_CHECK=1, set by scripts/test-all.mjs only): about 45 s per build on 2 cores.
  // Every other build (`npm run build`, deploys) still fails on a type error.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPE_CHECK === '1' },
  experimental: {
    // Turbopack keeps a cache of each build on disk for the next one (.next/cache, 95 MB). A CI run builds a fresh
    // clone once per mode and never builds it again: there the cache only costs time. Measured on two busy cores
    // (load 4 to 9, clean folder each time): writing it took 12 to 25 s, and a build took 22 to 56 s without it
    // against 35 to 88 s with it.
    turbopackFileSystemCacheForBuild: !['true', '1'].includes(process.env.CI ?? ''),
  },
  // The backend is chosen once, at build time, so the unused adapter never ships to the browser.
  env: {
    NEXT_PUBLIC_BACKEND: firebaseConfigured ? 'firebase' : 'local',
  },
  images: {
    qualities: [imageSettings.quality],
    deviceSizes: imageSettings.deviceSizes,
    imageSizes: imageSettings.imageSizes,
    remotePatterns: [
      { protocol: 'https', hostname: 'firebasestorage.googleapis.com', pathname: '/**' },
      { protocol: 'https', hostname: '*.firebasestorage.app', pathname: '/**' },
      { protocol: 'http', hostname: '127.0.0.1', port: storageEmulatorPort, pathname: '/**' },
      { protocol: 'http', hostname: 'localhost', port: storageEmulatorPort, pathname: '/**' },
    ],
    localPatterns: [{ pathname: '/api/local/files/**' }, { pathname: '/**' }],
  },
  turbopack: {
    // Browser-only stand-ins for code the Firestore SDK references but this app never runs: re2js (its pipelines'
    // regex evaluation, about 44 KB gzip) and Node's buffer (one `instanceof Buffer` check on a path the browser
    // never takes, a 7 KB polyfill). Server code keeps the real modules. See each stub for why it is safe.
    resolveAlias: {
      re2js: { browser: './services/backend/firebase/stubs/re2js.js' },
      // The bundler's own Buffer polyfill, which it adds for a free `Buffer` (a plain `buffer` alias does not catch it).
      'next/dist/compiled/buffer': { browser: './services/backend/firebase/stubs/buffer.js' },
    },
  },
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'firebase-admin'],
};

module.exports = nextConfig;
