/**
 * The virtual users' HTTP client: the part of `fetch` the local adapter uses (a method, headers, a text body; the
 * status, the headers and the body as text or JSON), over `node:http` with kept-alive connections.
 *
 * Why not `fetch` itself: the users stand in for browsers on other machines, but here they share the server's two
 * cores. Node's `fetch` (WHATWG streams, a Response per answer) cost the benchmark's thread far more per request
 * than the server spent answering it, and every figure carried that wait. The server's work is unchanged: answers
 * are still asked for compressed, as a browser asks, and inflated here (on libuv's thread pool, as a browser
 * inflates off its page's thread).
 */
import http from 'node:http';
import https from 'node:https';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// First in, first out: every kept connection stays in use, so none sits idle long enough for the server to close it
// just as it is picked up again (the default, last in first out, left some idle for seconds under load).
/** The virtual users' kept-alive connections to an http: server, shared with the public pages they read. */
export const httpAgent = new http.Agent({ keepAlive: true, scheduling: 'fifo' });
const agents = { 'http:': httpAgent, 'https:': new https.Agent({ keepAlive: true, scheduling: 'fifo' }) };
const inflaters: Record<string, (body: Buffer) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress),
};

function headersOf(given: HeadersInit | undefined): Record<string, string> {
  if (!given) return {};
  if (Array.isArray(given)) return Object.fromEntries(given);
  if (given instanceof Headers) return Object.fromEntries(given.entries());
  return { ...(given as Record<string, string>) };
}

/** A `fetch` with the shape the local adapter reads; bodies other than text are refused rather than sent wrong. */
export function lightFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  if (input instanceof Request) throw new Error('lightFetch takes a URL, not a Request');
  if (init.body != null && typeof init.body !== 'string') throw new Error('lightFetch sends text bodies only');
  const url = new URL(String(input));
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', ...headersOf(init.headers) };
  const body = init.body ?? undefined;
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const agent = agents[url.protocol as keyof typeof agents];
    if (!agent) return reject(new TypeError(`lightFetch: unsupported protocol ${url.protocol}`));
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: init.method ?? 'GET', headers, agent, signal: init.signal ?? undefined },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const inflate = inflaters[String(res.headers['content-encoding'] ?? '')];
          const text = (inflate ? inflate(raw) : Promise.resolve(raw)).then((bytes) => bytes.toString('utf8'));
          // An answer nobody reads must not reject unseen.
          text.catch(() => {});
          resolve(answer(res, text));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function answer(res: http.IncomingMessage, text: Promise<string>): Response {
  const status = res.statusCode ?? 0;
  const shown = {
    ok: status >= 200 && status < 300,
    status,
    statusText: res.statusMessage ?? '',
    // Built when asked for: the adapter reads few answers' headers.
    get headers() {
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      return headers;
    },
    text: () => text,
    json: async () => JSON.parse(await text) as unknown,
  };
  return shown as unknown as Response;
}
