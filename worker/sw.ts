/// <reference lib="webworker" />
/**
 * The service worker (built by `serwist build`, serwist.config.mjs). What it does, all through Serwist's strategies:
 * - Precaches the build's scripts and styles, the manifest, icons and the offline page (its list is injected at
 *   build time), so every area opens without the network once the app has been used.
 * - Pages: network first (4 s), the copy kept from the last visit when the network fails, else the offline page.
 * - Build files (named by their content): cache first.
 * - Nothing else: API calls, the realtime stream and Firebase's traffic go straight to the network, so no account's
 *   data is ever kept here (the data kept for offline reading lives with the backend client and is cleared at
 *   sign-out).
 * - A new version waits until the page asks it to take over (on the next navigation, or the "reload" toast), so no
 *   half-filled form is ever reloaded under the user.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
} from 'serwist';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const OFFLINE_PAGE = '/offline';

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: false,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin, url }) =>
        sameOrigin && request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
      handler: new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: 4,
        plugins: [new ExpirationPlugin({ maxEntries: 64, maxAgeSeconds: 30 * 24 * 60 * 60 })],
      }),
    },
    {
      matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'next-static',
        plugins: [new ExpirationPlugin({ maxEntries: 256, maxAgeSeconds: 30 * 24 * 60 * 60 })],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === 'document' }],
  },
});

serwist.addEventListeners();
