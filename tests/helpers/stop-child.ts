/**
 * A local-backend server in a process of its own, for the clean-stop and crash tests: the product's document, auth,
 * events and file handlers and its signal handler (server/local/graceful-stop.ts) on a plain Node HTTP server, as the
 * Next API routes mount them.
 *   node --import tsx tests/helpers/stop-child.ts <dataDir> <pglite init template>
 * Prints `opened in <ms> ms` once the data folder is open, then `listening <url>` once it answers. A test sets
 * documents with server access (what a trusted operation would write) through `POST /test/documents` `{ path, data }`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { currentLocalEngine, installLocalEngine, openLocalEngine } from '../../server/local/engine';
import { installGracefulStop } from '../../server/local/graceful-stop';
import { createAuthHandler } from '../../server/local/http/auth-handler';
import { createDbHandler } from '../../server/local/http/db-handler';
import { createEventsHandler } from '../../server/local/http/events-handler';
import { createFilesHandler } from '../../server/local/http/files-handler';
import { POLICY_WITH_CONTRACT_SCRATCH } from './contract-scratch';

async function main(dataDir: string, initTemplate: string) {
  const opening = performance.now();
  const engine = await openLocalEngine({ dataDir, initTemplate, policyTable: POLICY_WITH_CONTRACT_SCRATCH });
  console.log(`opened in ${Math.round(performance.now() - opening)} ms`);
  installLocalEngine(engine);
  installGracefulStop({ engine: currentLocalEngine });
  const getEngine = async () => engine;
  const db = createDbHandler(getEngine);
  const auth = createAuthHandler(getEngine);
  const events = createEventsHandler(getEngine);
  const files = createFilesHandler(getEngine);
  const route = (url = '') =>
    url.startsWith('/api/local/auth/')
      ? auth
      : url.startsWith('/api/local/events')
        ? events
        : url.startsWith('/api/local/files/')
          ? files
          : db;
  const setDocument: typeof db = async (req, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const { path, data } = JSON.parse(body) as { path: string; data: Record<string, unknown> };
    await engine.serverDocuments.set(path, data);
    res.end('{}');
  };
  const server = http.createServer(
    (req, res) => void (req.url === '/test/documents' ? setDocument : route(req.url))(req, res),
  );
  server.listen(0, '127.0.0.1', () =>
    console.log(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}`),
  );
}

const [dataDir, initTemplate] = process.argv.slice(2);
main(dataDir, initTemplate).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
