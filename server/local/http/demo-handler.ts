import { folderWasSeeded } from '../seeding';
import { withLocalBackend, type EngineSource, type LocalHandler } from './common';
import { methodNotAllowed, sendJson } from '../../http/io';

/**
 * `GET /api/local/demo` -> `{ demo: boolean }`: whether this server's data folder holds the demo data, so the
 * sign-in pages offer the demo accounts only where they exist (never on a production start's empty folder).
 */
export function createDemoHandler(getEngine: EngineSource): LocalHandler {
  return withLocalBackend(async (req, res) => {
    if (req.method !== 'GET') return methodNotAllowed(res, ['GET']);
    const engine = await getEngine();
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, 200, { demo: await folderWasSeeded(engine.db) });
  });
}
