#!/usr/bin/env node
/**
 * `npm start`: the production server. Next's own request handler (the same router `next start` runs), behind three
 * things of ours:
 * - The prerendered pages are answered from memory (server/prebuilt-pages.mjs): Next reads and gzips each one again
 *   per request, which under load made a landing page wait as long as a database read. They also go first: other
 *   requests start at the end of the event loop's turn (under load at 50 users, public pages' p95 33 to 43 ms
 *   instead of 39 to 47).
 * - Output to a reader that went away (server/broken-pipes.mjs) is dropped instead of looping on EPIPE errors.
 * - A clean stop. NEXT_MANUAL_SIG_HANDLE tells Next to leave SIGTERM and SIGINT to the app (instrumentation.ts
 *   installs server/local/graceful-stop.ts): the requests under way finish, the local engine closes and releases its
 *   data folder, then the process exits 0.
 *
 * Options as `next start`'s: `-p`/`--port` (else PORT, else 3000) and `-H`/`--hostname` (else all interfaces), e.g.
 * `npm start -- -p 4000`.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ignoreBrokenPipes } from '../server/broken-pipes.mjs';
import { prebuiltPages } from '../server/prebuilt-pages.mjs';

ignoreBrokenPipes();
process.env.NEXT_MANUAL_SIG_HANDLE ??= 'true';
process.env.NODE_ENV = 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function options(argv) {
  const chosen = { port: Number(process.env.PORT) || 3000, hostname: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    if (flag === '-p' || flag === '--port') chosen.port = Number(value());
    else if (flag === '-H' || flag === '--hostname') chosen.hostname = value();
    else throw new Error(`npm start: unknown option ${argv[i]} (use -p <port> and -H <hostname>)`);
  }
  if (!Number.isInteger(chosen.port) || chosen.port < 0) throw new Error('npm start: -p needs a port number');
  return chosen;
}

const { port, hostname } = options(process.argv.slice(2));
const next = require('next');
const app = next({ dev: false, dir: root, hostname: hostname ?? 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
const config = require(path.join(root, 'next.config.js'));
const pages = prebuiltPages(path.join(root, config.distDir ?? '.next'), config);

const server = http.createServer((req, res) => {
  if (pages?.serve(req, res)) return;
  // Everything else waits for the end of this turn of the event loop: the prerendered pages of the requests that
  // arrived with it are answered first, as each takes microseconds, and an API call waits at most one turn.
  setImmediate(() =>
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }),
  );
});
server.listen(port, hostname, () => {
  const address = server.address();
  const shown =
    typeof address === 'object' && address ? `http://${hostname ?? 'localhost'}:${address.port}` : String(address);
  console.log(
    `Ready on ${shown} (${pages ? `${pages.paths().length} prerendered pages from memory` : 'every page by Next'})`,
  );
});
