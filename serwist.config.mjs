// @ts-check
/**
 * The service worker's build (Serwist's configurator mode): `serwist build serwist.config.mjs` runs after
 * `next build` (scripts/lib/next-server.mjs and `npm run build`), bundles worker/sw.ts with esbuild and injects the
 * precache list: every script and style of the build (the app shell and each area's route chunks), the public
 * files (manifest, icons) and the offline page. Pages themselves are not precached: they are served network-first
 * and kept as they are visited (worker/sw.ts), so a reload shows the newest version whenever the network answers.
 * The output, public/sw.js, is build output (git-ignored); the development server never registers it.
 */
import { serwist } from '@serwist/next/config';

export default serwist.withNextConfig((nextConfig) => {
  const distDir = nextConfig.distDir.replace(/^\/|\/$/g, '');
  return {
    swSrc: 'worker/sw.ts',
    swDest: 'public/sw.js',
    precachePrerendered: false,
    globPatterns: [
      `${distDir}/static/**/*.{js,css,woff2,svg,png}`,
      'public/**/*.{webmanifest,png,svg}',
      `${distDir}/server/pages/offline.html`,
    ],
    // The scripts precached are those the app loads; source maps (analyze builds) are not.
    globIgnores: ['**/*.map'],
    // The largest script (the Firestore SDK in Firebase mode) is well under this; the limit guards against a mistake.
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  };
});
