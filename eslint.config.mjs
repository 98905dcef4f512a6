import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Imports flow one way: constants <- services <- hooks <- components <- layouts <- pages (STYLE.md).
const restrictedZones = [
  {
    target: './constants',
    from: ['./services', './hooks', './components', './layouts', './pages', './store', './server'],
  },
  { target: './services', from: ['./hooks', './components', './layouts', './pages', './server'] },
  { target: './hooks', from: ['./components', './layouts', './pages', './server'] },
  { target: './components', from: ['./layouts', './pages', './server'] },
  { target: './layouts', from: ['./pages', './server'] },
  { target: './store', from: ['./components', './layouts', './pages', './server'] },
  // The server never imports the browser adapters; what both sides share lives in services/backend/wire/.
  { target: './server', from: ['./services/backend/local', './services/backend/firebase'] },
  // The primitives every room shares import no room.
  { target: './components/ui', from: './components', except: ['./ui'] },
];

// A feature's room (components/<domain>/: its screens and the hooks only they use) imports the shared primitives
// (ui/), the providers and hooks/, never another room: a piece two rooms need moves to ui/ (if generic), or the page
// composes the rooms (it hands one room's component to the other's screen as a prop).
const SHARED_COMPONENTS = ['ui', 'providers'];
const rooms = readdirSync(new URL('./components', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_COMPONENTS.includes(entry.name))
  .map((entry) => entry.name);
const roomZones = rooms.map((room) => ({
  target: `./components/${room}`,
  from: './components',
  except: [`./${room}`, ...SHARED_COMPONENTS.map((shared) => `./${shared}`)],
  message: 'A room imports ui/, providers/ and hooks/, not another room: move the shared piece or compose in the page.',
}));

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...restrictedZones, ...roomZones] }],
    },
  },
  {
    // Screens render; hooks own every call to a service (queries, mutations, keys, invalidation). A screen may read a
    // service's types, the schemas (forms validate with them), display helpers and the typed errors. A feature's own
    // hooks (`use-*.ts`) and lazy service loaders (`*-loader.ts`) live beside its screens and are the hook layer.
    files: ['components/**/*.{ts,tsx}', 'layouts/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    ignores: ['pages/api/**', 'components/**/use-*.ts', 'components/**/*-loader.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)services/(?!schemas/|format/|errors$)',
              allowTypeImports: true,
              message:
                'Components, layouts and pages call services through hooks (hooks/); import types with `import type`.',
            },
          ],
        },
      ],
    },
  },
  {
    // A page picks a screen and its layout, nothing else.
    files: ['pages/**/*.{ts,tsx}'],
    ignores: ['pages/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(hooks|services|store|server|constants)/',
              message: 'A page imports a screen from components/ and a layout from layouts/ only.',
            },
          ],
        },
      ],
    },
  },
  {
    // A server-rendered public page also imports its server side (getServerSideProps), which Next keeps out of the
    // browser's bundle.
    files: ['pages/jobs/**/*.{ts,tsx}', 'pages/sitemap.xml.tsx', 'pages/robots.txt.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(hooks|services|store|constants)/',
              message: 'A page imports a screen, a layout and its server side only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The job alert unsubscribe page works signed out: its server side checks the link's token.
    files: ['pages/job-alerts/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(hooks|services|store|constants)/',
              message: 'A page imports a screen, a layout and its server side only.',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      '.local-data*/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      // The service worker as built (serwist.config.mjs); its source is worker/sw.ts.
      'public/sw.js',
    ],
  },
];

export default config;
