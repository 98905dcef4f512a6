/**
 * `npm start` answers the build's prerendered pages from memory (server/prebuilt-pages.mjs): the same HTML Next
 * would send, compressed once, with an ETag; everything it does not know stays Next's (here a 599 stand-in).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chooseEncoding, prebuiltPages } from '@/server/prebuilt-pages.mjs';

const HOME = '<!DOCTYPE html><html><body>Get hired for the skills you can show.</body></html>'.repeat(20);
const ABOUT = '<!DOCTYPE html><html><body>About</body></html>';

let dist: string;
let server: http.Server;
let base: string;

function writeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prebuilt-pages-'));
  const file = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  };
  file(
    'server/pages-manifest.json',
    JSON.stringify({
      '/': 'pages/index.html',
      '/about': 'pages/about.html',
      '/jobs/[jobId]': 'pages/jobs/[jobId].html',
      '/with-data': 'pages/with-data.html',
      '/404': 'pages/404.html',
      '/_app': 'pages/_app.js',
      '/api/thing': 'pages/api/thing.js',
    }),
  );
  file('prerender-manifest.json', JSON.stringify({ version: 4, routes: { '/with-data': {} }, dynamicRoutes: {} }));
  for (const page of ['jobs/[jobId]', 'with-data', '404']) file(`server/pages/${page}.html`, `<p>${page}</p>`);
  file('server/pages/index.html', HOME);
  file('server/pages/about.html', ABOUT);
  return dir;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The page's answer once its compressed copy is ready (Next answers the requests before that). */
async function settled(pathname: string, headers: Record<string, string>): Promise<Answer> {
  for (let i = 0; i < 100; i += 1) {
    const answer = await request(pathname, headers);
    if (answer.status !== 599) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${pathname} was never answered from memory`);
}

beforeAll(async () => {
  dist = writeBuild();
  const pages = prebuiltPages(dist)!;
  server = http.createServer((req, res) => {
    if (pages.serve(req, res)) return;
    res.statusCode = 599;
    res.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Read once at start: what is on disk afterwards does not matter.
  fs.rmSync(path.join(dist, 'server', 'pages', 'about.html'));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('prerendered pages from memory', () => {
  it('answers a page uncompressed at once, whatever its query, with its length and an ETag', async () => {
    const about = await request('/about?from=landing');
    expect(about.status).toBe(200);
    expect(about.body.toString()).toBe(ABOUT);
    expect(about.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(about.headers['content-length'])).toBe(Buffer.byteLength(ABOUT));
    expect(about.headers['content-encoding']).toBeUndefined();
    expect(about.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(about.headers.vary).toBe('Accept-Encoding');
  });

  it('leaves the first compressed request to Next, then answers in Brotli or gzip as the client accepts', async () => {
    expect((await request('/', { 'Accept-Encoding': 'gzip, br' })).status).toBe(599);
    const br = await settled('/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(HOME);
    expect(br.body.length).toBeLessThan(HOME.length / 5);

    const gzip = await settled('/', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(HOME);
    expect(gzip.headers.etag).toBe(br.headers.etag);
  });

  it('answers 304 to a client holding the same page, and HEAD with headers only', async () => {
    const { headers } = await request('/about');
    const again = await request('/about', { 'If-None-Match': `W/"other", ${headers.etag}` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await request('/about', { 'If-None-Match': '"other"' })).status).toBe(200);

    const head = await request('/about', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(ABOUT));
    expect(head.body.length).toBe(0);
  });

  it('leaves to Next other methods, dynamic routes, pages with data, 404, API routes and unknown paths', async () => {
    expect((await request('/about', {}, 'POST')).status).toBe(599);
    for (const pathname of [
      '/jobs/abc',
      '/jobs/[jobId]',
      '/with-data',
      '/404',
      '/api/thing',
      '/_app',
      '/about/',
      '/index',
      '/nope',
    ]) {
      expect([pathname, (await request(pathname)).status]).toEqual([pathname, 599]);
    }
  });

  it('stands aside when the config maps paths its own way or adds to the answers, and for a middleware', () => {
    expect(prebuiltPages(dist, { basePath: '/app' })).toBeNull();
    expect(prebuiltPages(dist, { trailingSlash: true })).toBeNull();
    expect(prebuiltPages(dist, { i18n: { locales: ['en'] } })).toBeNull();
    expect(prebuiltPages(dist, { headers: async () => [] })).toBeNull();
    expect(prebuiltPages(dist, { rewrites: async () => [] })).toBeNull();
    expect(prebuiltPages(dist, { redirects: async () => [] })).toBeNull();
    const manifest = path.join(dist, 'server', 'functions-config-manifest.json');
    fs.writeFileSync(manifest, JSON.stringify({ version: 1, functions: {} }));
    fs.writeFileSync(path.join(dist, 'server', 'pages', 'about.html'), ABOUT);
    expect(prebuiltPages(dist)).not.toBeNull();
    fs.writeFileSync(manifest, JSON.stringify({ version: 1, functions: { '/_middleware': { runtime: 'nodejs' } } }));
    expect(prebuiltPages(dist)).toBeNull();
  });

  it('picks Brotli, else gzip, else none, from the Accept-Encoding header', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('BR;q=0.5')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=1.0')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});
