/**
 * A local-backend server in a process of its own, for the clean-stop test: the product's handlers and its signal
 * handler (server/local/graceful-stop.ts) on a plain Node HTTP server, as the Next API routes mount them.
 *   node --import tsx tests/helpers/stop-child.ts <dataDir> <pglite init template>
 * Prints `listening <url>` once it answers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { currentLocalEngine, installLocalEngine, openLocalEngine } from '../../server/local/engine';
import { installGracefulStop } from '../../server/local/graceful-stop';
import { createAuthHandler } from '../../server/local/http/auth-handler';
import { createDbHandler } from '../../server/local/http/db-handler';
import { createEventsHandler } from '../../server/local/http/events-handler';
import { POLICY_WITH_CONTRACT_SCRATCH } from './contract-scratch';

async function main(dataDir: string, initTemplate: string) {
  const engine = await openLocalEngine({ dataDir, initTemplate, policyTable: POLICY_WITH_CONTRACT_SCRATCH });
  installLocalEngine(engine);
  installGracefulStop({ engine: currentLocalEngine });
  const getEngine = async () => engine;
  const db = createDbHandler(getEngine);
  const auth = createAuthHandler(getEngine);
  const events = createEventsHandler(getEngine);
  const route = (url = '') => (url.startsWith('/api/local/auth/') ? auth : url.startsWith('/api/local/events') ? events : db);
  const server = http.createServer((req, res) => void route(req.url)(req, res));
  server.listen(0, '127.0.0.1', () => console.log(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}`));
}

const [dataDir, initTemplate] = process.argv.slice(2);
main(dataDir, initTemplate).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
