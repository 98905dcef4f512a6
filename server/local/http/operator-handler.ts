import { BackendError } from '../../../services/backend/types';
import { createAdminIn, operatorSecretMatches } from '../operator';
import { withLocalBackend, type EngineSource, type LocalHandler } from './common';
import { methodNotAllowed, readJson, sendJson } from '../../http/io';

/**
 * `POST /api/local/operator` with header `x-operator-secret` (the contents of `<dataDir>/operator-secret`) and
 * `{ action: 'createAdmin', email, password, name }` -> `{ uid, email, name, createdUser }`. Lets the create-admin
 * script act through a running server that holds the data folder.
 */
export function createOperatorHandler(getEngine: EngineSource): LocalHandler {
  return withLocalBackend(async (req, res) => {
    if (req.method !== 'POST') return methodNotAllowed(res, ['POST']);
    const engine = await getEngine();
    if (!(await operatorSecretMatches(engine.dataDir, req.headers['x-operator-secret']))) {
      req.resume();
      throw new BackendError('permission-denied', "The operator secret does not match this server's data folder.");
    }
    const body = (await readJson(req)) as Record<string, unknown>;
    if (body.action !== 'createAdmin')
      throw new BackendError('invalid-argument', `Unknown operator action '${String(body.action)}'.`);
    const input = {
      email: String(body.email ?? ''),
      password: String(body.password ?? ''),
      name: String(body.name ?? ''),
    };
    sendJson(res, 200, await createAdminIn(engine, input));
  });
}
