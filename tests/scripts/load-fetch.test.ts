import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lightFetch } from '@/scripts/lib/load-fetch';

let server: http.Server;
let base: string;
const seen: { method?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method, headers: req.headers, body });
      const json = JSON.stringify({ echoed: body ? JSON.parse(body) : null, path: req.url });
      const status = req.url === '/missing' ? 404 : 200;
      const encoding = req.url === '/plain' ? null : req.url === '/br' ? 'br' : 'gzip';
      res.writeHead(status, {
        'content-type': 'application/json',
        'x-kind': 'test',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(encoding === 'br' ? zlib.brotliCompressSync(json) : encoding === 'gzip' ? zlib.gzipSync(json) : json);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("lightFetch, the load benchmark users' HTTP client", () => {
  it('posts a JSON body with its headers, asks for compression as a browser does and reads the answer inflated', async () => {
    const res = await lightFetch(`${base}/api/x`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t' },
      body: JSON.stringify({ a: 'é' }),
    });
    expect(res.ok).toBe(true);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-kind')).toBe('test');
    expect(await res.json()).toEqual({ echoed: { a: 'é' }, path: '/api/x' });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe('Bearer t');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it('reads Brotli and uncompressed answers, and reports a failed status as not ok', async () => {
    expect(await (await lightFetch(`${base}/br`)).json()).toEqual({ echoed: null, path: '/br' });
    expect(await (await lightFetch(`${base}/plain`)).text()).toBe(JSON.stringify({ echoed: null, path: '/plain' }));
    const missing = await lightFetch(`${base}/missing`);
    expect(missing.ok).toBe(false);
    expect(missing.status).toBe(404);
    expect(seen.at(-1)!.method).toBe('GET');
  });

  it('rejects when the server cannot be reached, as fetch does', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(lightFetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('refuses a body it would send wrong', () => {
    expect(() => lightFetch(`${base}/x`, { method: 'POST', body: new Uint8Array([1]) })).toThrow(/text bodies only/);
  });
});
