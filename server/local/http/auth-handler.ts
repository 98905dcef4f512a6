import { withLocalBackend, type EngineSource, type LocalHandler } from './common';
import { bearerToken, clientAddress, methodNotAllowed, pathAfter, readJson, sendJson } from '../../http/io';

const PREFIX = '/api/local/auth/';

/**
 * `POST /api/local/auth/<action>` with a JSON body (and `Authorization: Bearer <idToken>` for sendVerification,
 * reauthenticate, updatePassword and verifyBeforeUpdateEmail).
 * 200 with the action's JSON, or an error status with `{ error: { code: 'auth/...', message } }`. Sign-in, sign-up and
 * password-reset requests are also limited per client address (throttle.ts).
 */
export function createAuthHandler(getEngine: EngineSource): LocalHandler {
  return withLocalBackend(async (req, res) => {
    if (req.method !== 'POST') return methodNotAllowed(res, ['POST']);
    let action = '';
    try {
      action = decodeURIComponent(pathAfter(req, PREFIX) ?? '');
    } catch {
      // A malformed escape names no action; handle() answers it like any unknown one.
    }
    const body = await readJson(req);
    const engine = await getEngine();
    sendJson(res, 200, await engine.auth.handle(action, body, bearerToken(req), clientAddress(req)));
  });
}
