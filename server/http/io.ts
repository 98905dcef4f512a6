import type { IncomingMessage, ServerResponse } from 'node:http';
import { BackendError } from '../../services/backend/types';

/** Request/response plumbing shared by the /api/local/* handlers (errors: common.ts). */

/**
 * Under load, gzipping every answer took about 6 % of the server's thread (and as much again of the thread pool)
 * for a few kilobytes saved each: half the answers are under 1 KB and a page of 20 jobs is about 17 KB. Answers
 * from this size on (long pages of applicants, exports) are still compressed.
 */
const COMPRESS_FROM_CHARS = 32 * 1024;
const compressWorthIt = (text: string) => text.length >= COMPRESS_FROM_CHARS;

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // no-transform: Next's gzip would cost the server's one thread more than it saves on small answers (below).
  res.setHeader('Cache-Control', compressWorthIt(text) ? 'no-store' : 'no-store, no-transform');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || null : null;
}

/** Reads the whole body, refusing (without buffering the rest) past `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number, tooLarge: () => BackendError): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (fn: () => void) => {
      if (done) return;
      done = true;
      fn();
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        finish(() => reject(tooLarge()));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => finish(() => resolve(Buffer.concat(chunks))));
    // A client that goes away mid-upload (canceled) errors the stream or closes it without 'end'.
    const gone = () =>
      finish(() => reject(new BackendError('cancelled', 'The client closed the request before sending it whole.')));
    req.on('error', gone);
    req.on('close', gone);
  });
}

export async function readJson(req: IncomingMessage, limit = 64 * 1024): Promise<unknown> {
  const body = await readBody(req, limit, () => new BackendError('invalid-argument', 'Request body too large.'));
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new BackendError('invalid-argument', 'Request body is not valid JSON.');
  }
}

/** The part of the URL path after `prefix`, undecoded, without the query string. */
export function pathAfter(req: IncomingMessage, prefix: string): string | null {
  const pathname = (req.url ?? '').split('?')[0];
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null;
}

export function queryParam(req: IncomingMessage, name: string): string | null {
  return new URL(req.url ?? '/', 'http://local').searchParams.get(name);
}

export function methodNotAllowed(res: ServerResponse, allowed: string[]): void {
  res.setHeader('Allow', allowed.join(', '));
  sendJson(res, 405, { error: { code: 'method-not-allowed', message: `Use ${allowed.join(' or ')}.` } });
}

/**
 * Who is asking, for per-client limits: the connection's remote address. X-Forwarded-For is believed only when
 * LOCAL_TRUST_PROXY=1 says the server sits behind one reverse proxy that appends it; then its last entry, the
 * address that proxy saw (earlier entries are whatever the client sent). An IPv6 client counts by its /64
 * network, which one client usually holds whole.
 */
export function clientAddress(req: IncomingMessage): string {
  let address = req.socket.remoteAddress ?? 'unknown';
  const forwarded = req.headers['x-forwarded-for'];
  if (process.env.LOCAL_TRUST_PROXY === '1' && forwarded) {
    const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',');
    address = hops[hops.length - 1].trim() || address;
  }
  return clientNetwork(address);
}

/** `::ffff:1.2.3.4` -> `1.2.3.4`; an IPv6 address -> its /64 prefix; anything unparsable stays as it is. */
export function clientNetwork(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').replace(/%.*$/, '');
  if (!plain.includes(':')) return plain;
  const [head, tail] = plain.split('::');
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? before
      : [...before, ...Array(Math.max(0, 8 - before.length - after.length)).fill('0'), ...after];
  const prefix = groups.slice(0, 4).map((group) => parseInt(group, 16));
  if (prefix.length < 4 || prefix.some((group) => !(group >= 0 && group <= 0xffff))) return plain;
  return `${prefix.map((group) => group.toString(16)).join(':')}::/64`;
}
