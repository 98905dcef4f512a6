import { withLocalBackend, type EngineSource, type LocalHandler } from './common';
import { methodNotAllowed, sendJson } from './http-io';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `GET /api/local/mailbox` -> `{ mails: LocalMail[] }`, newest first. The mails carry password-reset links, so they
 * are served to this machine only (set LOCAL_MAILBOX_ANY_HOST=1 to read them from another device).
 */
export function createMailboxHandler(getEngine: EngineSource): LocalHandler {
  return withLocalBackend(async (req, res) => {
    if (req.method !== 'GET') return methodNotAllowed(res, ['GET']);
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '') && process.env.LOCAL_MAILBOX_ANY_HOST !== '1') {
      return sendJson(res, 403, { error: { code: 'permission-denied', message: 'The local mailbox is only served to this machine.' } });
    }
    const engine = await getEngine();
    sendJson(res, 200, { mails: await engine.auth.listMail() });
  });
}
