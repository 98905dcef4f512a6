/**
 * `POST /api/trusted/<name>` with `Authorization: Bearer <idToken>` and a JSON payload: checks the caller's token,
 * runs the named operation with privileged services and answers its result as JSON, or
 * `{ error: { code, message } }` with the status the local backend uses for that code. The same handler serves
 * both modes; only the `TrustedBackend` (how tokens are verified, what the services talk to) differs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BackendError } from '@/services/backend/types';
import { QUESTION_IMPORT_BYTES_MAX } from '@/services/schemas/assessment';
import { statusFor } from '../http/status';
import { bearerToken, clientAddress, methodNotAllowed, pathAfter, readJson, sendJson } from '../http/io';
import { findOpenOperation, findTrustedOperation, PRODUCT_ROUTES, type TrustedRoutes } from './registry';
import { COUNTRY_HEADERS } from './device-label';
import type { TrustedCaller, TrustedServices } from './types';

export interface TrustedBackend {
  /** The caller a valid ID token names, or null when the token is malformed, forged or expired. */
  verifyToken(token: string): Promise<TrustedCaller | null>;
  services: TrustedServices;
}

export type TrustedHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const ROUTE_PREFIX = '/api/trusted/';
const MAX_PAYLOAD_BYTES = 64 * 1024;
/** Operations whose payload may be larger: a question import takes what the import form allows, and no more. */
const PAYLOAD_LIMITS: Readonly<Record<string, number>> = {
  'assessment-import': QUESTION_IMPORT_BYTES_MAX + MAX_PAYLOAD_BYTES,
};

function operationName(req: IncomingMessage): string {
  const raw = pathAfter(req, ROUTE_PREFIX) ?? '';
  try {
    return raw.split('/').map(decodeURIComponent).join('/');
  } catch {
    return '';
  }
}

async function callerOf(backend: TrustedBackend, req: IncomingMessage): Promise<TrustedCaller> {
  const token = bearerToken(req);
  if (!token) throw new BackendError('unauthenticated', 'Sign in to do this.');
  const caller = await backend.verifyToken(token);
  if (!caller) throw new BackendError('unauthenticated', 'Your session has expired; sign in again.');
  const country = COUNTRY_HEADERS.map((name) => req.headers[name]).find((value) => typeof value === 'string');
  return { ...caller, agent: { userAgent: req.headers['user-agent'] ?? '', ...(country ? { country } : {}) } };
}

/** Across Next's route bundles a BackendError may come from another copy of the class: match on the shape too. */
function asBackendError(err: unknown): BackendError | null {
  if (err instanceof BackendError) return err;
  const e = err as { name?: unknown; code?: unknown; message?: unknown } | null;
  return e && e.name === 'BackendError' && typeof e.code === 'string'
    ? new BackendError(e.code, String(e.message))
    : null;
}

function sendError(res: ServerResponse, name: string, err: unknown): void {
  const known = asBackendError(err);
  if (known) return sendJson(res, statusFor(known.code), { error: { code: known.code, message: known.message } });
  console.error(`[trusted ${name}]`, err);
  sendJson(res, 500, {
    error: { code: 'internal', message: 'The server could not finish this; nothing you did caused it. Try again.' },
  });
}

export function createTrustedHandler(
  getBackend: () => Promise<TrustedBackend>,
  routes: TrustedRoutes = PRODUCT_ROUTES,
): TrustedHandler {
  return async (req, res) => {
    const name = operationName(req);
    try {
      if (req.method !== 'POST') return methodNotAllowed(res, ['POST']);
      const open = findOpenOperation(name, routes);
      const operation = open ? null : findTrustedOperation(name, routes);
      if (!open && !operation) {
        req.resume();
        throw new BackendError('not-found', `There is no trusted operation named "${name}".`);
      }
      const backend = await getBackend();
      const caller = open ? null : await callerOf(backend, req);
      const payload = await readJson(
        req,
        Object.hasOwn(PAYLOAD_LIMITS, name) ? PAYLOAD_LIMITS[name] : MAX_PAYLOAD_BYTES,
      );
      // An open operation's caller is signing in: its checks are its own (a password), not a token.
      const result = open
        ? await open({ ...backend.services, client: clientAddress(req) }, payload)
        : await operation!({ ...backend.services, caller: caller! }, payload);
      sendJson(res, 200, result ?? null);
    } catch (err) {
      if (!res.headersSent) sendError(res, name, err);
      else res.destroy(err instanceof Error ? err : undefined);
    }
  };
}
