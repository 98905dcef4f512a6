/**
 * `GET /api/local/events`: one Server-Sent Events stream per browser tab. The first event, `ready`, carries the
 * channel id that `listen` ops register subscriptions onto; then each snapshot or subscription error is a
 * `data:` line of JSON `{ sub, doc } | { sub, docs } | { sub, error }`. Comment lines keep idle proxies and
 * browsers from closing the stream. Closing the stream drops its subscriptions.
 */
import type { EngineSource, LocalHandler } from './common';
import { withLocalBackend } from './common';
import { methodNotAllowed } from '../../http/io';

const HEARTBEAT_MS = 15_000;

export function createEventsHandler(getEngine: EngineSource, options: { heartbeatMs?: number } = {}): LocalHandler {
  return withLocalBackend(
    async (req, res) => {
      if (req.method !== 'GET') return methodNotAllowed(res, ['GET']);
      const engine = await getEngine();
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform also keeps compression middleware from buffering the stream.
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      // A write racing a client that just went away must not become an unhandled 'error' event.
      res.on('error', () => undefined);
      const channel = engine.realtime.channels.open((event) => res.write(`data: ${JSON.stringify(event)}\n\n`));
      res.write(`retry: 1000\nevent: ready\ndata: ${JSON.stringify({ channel: channel.id })}\n\n`);
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
      await new Promise<void>((resolve) => {
        const done = () => {
          clearInterval(heartbeat);
          channel.close();
          resolve();
        };
        res.once('close', done);
        if (res.destroyed) done();
      });
    },
    { stream: true },
  );
}
