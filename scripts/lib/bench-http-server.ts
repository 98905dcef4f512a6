/** The local backend's real API handlers (db, events, auth) on a plain Node server, for the benchmark. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocalEngine } from '../../server/local/engine';
import { createAuthHandler } from '../../server/local/http/auth-handler';
import { createDbHandler } from '../../server/local/http/db-handler';
import { createEventsHandler } from '../../server/local/http/events-handler';

/** The real local API handlers on a plain Node server, as Next would mount them. */
export function serveLocalApi(engine: LocalEngine): Promise<{ url: string; close: () => Promise<void> }> {
  const getEngine = async () => engine;
  const routes: [string, (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>][] = [
    ['/api/local/db', createDbHandler(getEngine)],
    ['/api/local/events', createEventsHandler(getEngine)],
    ['/api/local/auth/', createAuthHandler(getEngine)],
  ];
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '').split('?')[0];
    const route = routes.find(([prefix]) => (prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix));
    if (!route) {
      res.statusCode = 404;
      res.end();
      return;
    }
    void route[1](req, res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
