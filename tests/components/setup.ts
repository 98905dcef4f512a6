import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { noteReached } from '@/services/backend/connection';

// The first render of a file pays for loading its modules; on a busy 2-core CI machine that alone can pass the
// default 1 s `findBy` wait (and took over 5 s under a full suite), so a screen still "Loading" would fail a test that is
// otherwise right.
configure({ asyncUtilTimeout: 10_000 });

// Component tests run without a server. A request a test left unmocked would find no network, which marks the app
// offline (services/backend/connection.ts) and disables every button that needs the server: answer it with a server
// error instead, as a server that is there but refuses would. A test about the connection stubs fetch itself.
const realFetch = globalThis.fetch;
const noServer = async () =>
  new Response(JSON.stringify({ error: { code: 'internal', message: 'No server in component tests.' } }), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  });
// Set and put back by hand, not with vi.stubGlobal: unstubbing all globals would also drop a file's own stubs.
beforeEach(() => {
  globalThis.fetch = noServer;
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  globalThis.fetch = realFetch;
  // A test that went offline on purpose must not leave the next one offline.
  noteReached();
});
