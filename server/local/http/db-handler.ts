/**
 * `POST /api/local/db`: every document operation, as JSON `{ op, ... }` with `Authorization: Bearer <idToken>`
 * (none for anonymous). Answers 200 with the op's result or an error status with `{ error: { code, message } }`.
 *
 *   get     { path }                         -> { doc }
 *   set     { path, data, merge? }           -> {}
 *   update  { path, data }                   -> {}
 *   delete  { path }                         -> {}
 *   batch   { ops: WireWriteOp[] }           -> {}
 *   query   { query: WireQuery }             -> { docs }
 *   count   { query: WireQuery }             -> { count }
 *   listen  { channel, sub, target: { doc } | { query } } -> { expiresAt? }   (snapshots arrive on the events
 *           stream; the subscription ends with permission-denied at expiresAt, the token's expiry, unless renewed)
 *   renew   { channel }                      -> { expiresAt? }   (the caller's fresh token for the channel's subscriptions)
 *   unlisten{ channel, sub }                 -> {}
 *   many    { calls: op[] }                  -> { results: ({ ok: result } | { error: { code, message } })[] }
 *           (the browser's transport sends the ops one screen starts in the same moment as one request: on a
 *           phone each request a page starts costs its main thread milliseconds; each op still answers on its own)
 */
import { BackendError } from '@/services/backend/types';
import type { WireQuery, WireWriteOp } from '@/services/backend/wire/wire-query';
import type { LocalEngine } from '../engine';
import { clientAccess, type Access } from '../policy/types';
import type { Target } from '../realtime/hub';
import { callerOf, errorBodyOf, withLocalBackend, type EngineSource, type LocalHandler } from './common';
import { methodNotAllowed, readJson, sendJson } from '../../http/io';

/** Batches of up to 500 writes of documents up to 1 MiB are legal; refuse anything bigger than a few of those. */
const MAX_BODY_BYTES = 12 * 1024 * 1024;

type Body = Record<string, unknown>;

function targetOf(body: Body): Target {
  const target = body.target as Body | undefined;
  if (target && typeof target.doc === 'string') return { doc: target.doc };
  if (target && typeof target.query === 'object' && target.query !== null) return { query: target.query as WireQuery };
  throw new BackendError('invalid-argument', 'listen needs a target: { doc: path } or { query }.');
}

/** A screen starts a handful of ops at once; anything near this is not a screen. */
const MAX_CALLS = 100;

const expiryOf = (access: Access) =>
  access.kind === 'client' && access.auth?.expiresAt ? { expiresAt: access.auth.expiresAt } : {};

async function run(engine: LocalEngine, access: Access, body: Body): Promise<unknown> {
  const docs = engine.documents;
  switch (body.op) {
    case 'get':
      return { doc: await docs.get(access, body.path as string) };
    case 'set':
      await docs.commit(access, [{ type: 'set', path: body.path, data: body.data, merge: body.merge === true }]);
      return {};
    case 'update':
      await docs.commit(access, [{ type: 'update', path: body.path, data: body.data }]);
      return {};
    case 'delete':
      await docs.commit(access, [{ type: 'delete', path: body.path }]);
      return {};
    case 'batch':
      await docs.commit(access, body.ops as WireWriteOp[]);
      return {};
    case 'query':
      return { docs: await docs.query(access, body.query as WireQuery) };
    case 'count':
      return { count: await docs.count(access, body.query as WireQuery) };
    case 'listen':
      await engine.realtime.channels.listen(body.channel, body.sub, access, targetOf(body));
      return expiryOf(access);
    case 'renew':
      await engine.realtime.channels.renew(body.channel, access);
      return expiryOf(access);
    case 'unlisten':
      engine.realtime.channels.unlisten(body.channel, body.sub);
      return {};
    default:
      throw new BackendError('invalid-argument', `Unknown operation '${String(body.op)}'.`);
  }
}

type Outcome = { ok: unknown } | { error: { code: string; message: string } };

/** Each call answered on its own, as it would be alone: one's error never fails the others. */
async function runMany(engine: LocalEngine, access: Access, calls: unknown): Promise<{ results: Outcome[] }> {
  if (!Array.isArray(calls) || calls.length > MAX_CALLS)
    throw new BackendError('invalid-argument', `many needs calls: up to ${MAX_CALLS} ops.`);
  const results = await Promise.all(
    calls.map(async (call): Promise<Outcome> => {
      try {
        if (typeof call !== 'object' || call === null || Array.isArray(call) || (call as Body).op === 'many') {
          throw new BackendError('invalid-argument', 'Each call of many is one op object.');
        }
        return { ok: await run(engine, access, call as Body) };
      } catch (err) {
        return { error: errorBodyOf(err) };
      }
    }),
  );
  return { results };
}

export function createDbHandler(getEngine: EngineSource): LocalHandler {
  return withLocalBackend(async (req, res) => {
    if (req.method !== 'POST') return methodNotAllowed(res, ['POST']);
    const body = await readJson(req, MAX_BODY_BYTES);
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new BackendError('invalid-argument', 'Expected a JSON object.');
    const engine = await getEngine();
    const access = clientAccess(await callerOf(engine, req));
    const op = body as Body;
    sendJson(res, 200, op.op === 'many' ? await runMany(engine, access, op.calls) : await run(engine, access, op));
  });
}
