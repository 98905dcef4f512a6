/**
 * What every /api/local/* handler shares: they exist only in local mode, and errors leave as
 * `{ error: { code, message } }` with an HTTP status fitting the code (the client adapters rebuild a BackendError).
 * Body reading and JSON responses live in server/http/io.ts, the status of each error code in server/http/status.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BackendError } from '@/services/backend/types';
import type { AuthContext } from '../auth/types';
import type { LocalEngine } from '../engine';
import { countedRequests } from '../graceful-stop';
import { bearerToken, sendJson } from '../../http/io';
import { statusFor } from '../../http/status';

export type LocalHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
export type EngineSource = () => Promise<LocalEngine>;

/**
 * The engine is a process-wide singleton created by whichever API route ran first, and Next bundles each route
 * separately, so its errors may come from another copy of the BackendError class: match on the shape too.
 */
function isBackendError(err: unknown): err is BackendError {
  return (
    err instanceof BackendError ||
    (err instanceof Error && err.name === 'BackendError' && typeof (err as BackendError).code === 'string')
  );
}

/** What an error answers: a BackendError its own code and message; anything else, logged, a generic internal one. */
export function errorBodyOf(err: unknown): { code: string; message: string } {
  if (isBackendError(err)) return { code: err.code, message: err.message };
  console.error('[local backend]', err);
  return { code: 'internal', message: 'The local backend failed to answer; see the server log.' };
}

function sendError(res: ServerResponse, err: unknown): void {
  const error = errorBodyOf(err);
  sendJson(res, statusFor(error.code), { error });
}

/**
 * 404 in Firebase mode; otherwise runs the handler and turns a thrown error into the error response. Each request
 * counts as under way for a clean stop (graceful-stop.ts), except a `stream`, which lasts until the client leaves
 * and is ended by the engine's close instead.
 */
export function withLocalBackend(handler: LocalHandler, options: { stream?: boolean } = {}): LocalHandler {
  const answer: LocalHandler = async (req, res) => {
    if (process.env.NEXT_PUBLIC_BACKEND === 'firebase') {
      sendJson(res, 404, {
        error: { code: 'not-found', message: 'The local backend is off: this app is configured for Firebase.' },
      });
      return;
    }
    try {
      await handler(req, res);
    } catch (err) {
      if (!res.headersSent) sendError(res, err);
      else res.destroy(err instanceof Error ? err : undefined);
    }
  };
  return options.stream ? answer : countedRequests(answer);
}

/**
 * The caller from its bearer token: null when none was sent; a token that does not verify is refused, including an
 * unexpired one of a deleted account or from before a password change (server/local/auth/callers.ts).
 */
export async function callerOf(engine: LocalEngine, req: IncomingMessage): Promise<AuthContext | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const auth = await engine.auth.verifyToken(token);
  if (!auth) throw new BackendError('unauthenticated', 'The session token is invalid or has expired; sign in again.');
  return auth;
}
