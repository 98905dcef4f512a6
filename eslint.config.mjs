import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Imports flow one way: constants <- services <- hooks <- components <- layouts <- pages (STYLE.md).
const restrictedZones = [
  { target: './constants', from: ['./services', './hooks', './components', './layouts', './pages', './store', './server'] },
  { target: './services', from: ['./hooks', './components', './layouts', './pages', './server'] },
  { target: './hooks', from: ['./components', './layouts', './pages', './server'] },
  { target: './components', from: ['./layouts', './pages', './server'] },
  { target: './layouts', from: ['./pages', './server'] },
  { target: './store', from: ['./components', './layouts', './pages', './server'] },
  // The server never imports the browser adapters; what both sides share lives in services/backend/wire/.
  { target: './server', from: ['./services/backend/local', './services/backend/firebase'] },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      'import/no-restricted-paths': ['error', { zones: restrictedZones }],
    },
  },
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', '.local-data*/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'],
  },
];

export default config;
