import type { IncomingMessage } from 'node:http';
import { BackendError } from '../../../services/backend/types';
import { MAX_PDF_BYTES } from '../files/storage-policy';
import { callerOf, withLocalBackend, type EngineSource, type LocalHandler } from './common';
import { methodNotAllowed, pathAfter, queryParam, readBody, sendJson } from '../../http/io';

const PREFIX = '/api/local/files/';
// The largest file any rule allows, plus slack so the policy (not the transport) names the rule that refused.
const BODY_LIMIT = MAX_PDF_BYTES + 64 * 1024;

function storagePath(req: IncomingMessage): string {
  const raw = pathAfter(req, PREFIX);
  if (!raw) throw new BackendError('storage/invalid-argument', 'A file path is required.');
  try {
    return raw.split('/').map(decodeURIComponent).join('/');
  } catch {
    throw new BackendError('storage/invalid-argument', 'The file path is not correctly encoded.');
  }
}

/**
 * `/api/local/files/<path, each segment URI-encoded>`:
 * PUT raw bytes with Content-Type (bearer token) -> `{ path, downloadURL }`; GET with `?token=` or a bearer token ->
 * the bytes; DELETE (bearer token) -> `{}`.
 */
export function createFilesHandler(getEngine: EngineSource): LocalHandler {
  return withLocalBackend(async (req, res) => {
    const path = storagePath(req);
    const engine = await getEngine();
    const caller = await callerOf(engine, req);
    if (req.method === 'PUT') {
      const bytes = await readBody(
        req,
        BODY_LIMIT,
        () => new BackendError('storage/unauthorized', 'Files must be at most 10 MB.'),
      );
      const contentType = req.headers['content-type'] ?? 'application/octet-stream';
      return sendJson(res, 200, await engine.files.upload(caller, path, contentType, new Uint8Array(bytes)));
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const file = await engine.files.read(caller, path, queryParam(req, 'token'));
      if (!file) throw new BackendError('storage/object-not-found', `Object '${path}' does not exist.`);
      res.statusCode = 200;
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Length', file.bytes.byteLength);
      // The URL carries the token and a re-upload gets a new one, so the browser may cache by URL.
      res.setHeader('Cache-Control', 'private, max-age=3600');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(req.method === 'HEAD' ? undefined : file.bytes);
      return;
    }
    if (req.method === 'DELETE') {
      await engine.files.delete(caller, path);
      return sendJson(res, 200, {});
    }
    methodNotAllowed(res, ['GET', 'PUT', 'DELETE']);
  });
}
