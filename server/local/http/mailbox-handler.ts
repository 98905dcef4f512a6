import { localMailboxEnabled } from '../auth/mailbox-setting';
import { withLocalBackend, type EngineSource, type LocalHandler } from './common';
import { methodNotAllowed, sendJson } from '../../http/io';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `GET /api/local/mailbox` -> `{ mails: LocalMail[] }`, newest first; `HEAD` answers the same status without them
 * (the sign-in pages ask it before pointing at the mailbox). The mails carry every user's password-reset links:
 * the mailbox is off (404, as if it did not exist) unless the setting turns it on (mailbox-setting.ts), and then
 * served to this machine only (set LOCAL_MAILBOX_ANY_HOST=1 to read it from another device). A reverse proxy on
 * this machine makes every visitor look local, so never turn it on behind one.
 */
export function createMailboxHandler(getEngine: EngineSource): LocalHandler {
  return withLocalBackend(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, ['GET', 'HEAD']);
    if (!localMailboxEnabled()) {
      return sendJson(res, 404, { error: { code: 'not-found', message: 'The local mailbox is off on this server.' } });
    }
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '') && process.env.LOCAL_MAILBOX_ANY_HOST !== '1') {
      return sendJson(res, 403, {
        error: { code: 'permission-denied', message: 'The local mailbox is only served to this machine.' },
      });
    }
    if (req.method === 'HEAD') {
      res.statusCode = 200;
      res.setHeader('Cache-Control', 'no-store');
      res.end();
      return;
    }
    const engine = await getEngine();
    sendJson(res, 200, { mails: await engine.auth.listMail() });
  });
}
