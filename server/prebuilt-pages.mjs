// @ts-check
/**
 * The build's prerendered pages, answered from memory ahead of Next's router by `npm start` (scripts/start.mjs).
 *
 * Every screen of this app except a public job's page is a page without data functions, which Next prerenders to
 * HTML at build time. Next then reads that file from disk and gzips it again on every request: five thread-pool
 * round trips, each waiting its turn behind the API work on the server's one thread. Under load a landing page took
 * as long as a page of jobs from the database. Here each page is read once, compressed once per encoding (Brotli and
 * gzip, in the background, on first demand), and sent in one write with an ETag. What this does not know, it leaves
 * to Next: other methods, dynamic routes, pages with data functions, 404 and 500, and every other path.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const compressors = {
  br: (/** @type {Buffer} */ html) =>
    promisify(zlib.brotliCompress)(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
  gzip: (/** @type {Buffer} */ html) => promisify(zlib.gzip)(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/** @typedef {keyof typeof compressors} Encoding */
/** @typedef {{ html: Buffer, etag: string, encoded: Partial<Record<Encoding, Buffer | Promise<unknown>>> }} Page */

/**
 * The encoding to answer with: Brotli, else gzip, else none, among those the client accepts (q=0 refuses one).
 * @param {string | undefined} header
 * @returns {Encoding | null}
 */
export function chooseEncoding(header) {
  if (!header) return null;
  const accepted = new Set();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The prerendered pages of the build in `distDir` (the `.next` folder), by path.
 * @param {string} distDir
 * @returns {Map<string, Page>}
 */
function loadPages(distDir) {
  const manifest = readJson(path.join(distDir, 'server', 'pages-manifest.json'));
  const prerender = readJson(path.join(distDir, 'prerender-manifest.json'));
  // Pages with getStaticProps are listed there; their HTML can be regenerated or bypassed (preview), so Next keeps them.
  const withData = new Set([...Object.keys(prerender.routes ?? {}), ...Object.keys(prerender.dynamicRoutes ?? {})]);
  /** @type {Map<string, Page>} */
  const pages = new Map();
  for (const [route, file] of Object.entries(manifest)) {
    if (typeof file !== 'string' || !file.endsWith('.html')) continue;
    if (route.includes('[') || route === '/404' || route === '/500' || withData.has(route)) continue;
    const html = fs.readFileSync(path.join(distDir, 'server', file));
    pages.set(route, {
      html,
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      encoded: {},
    });
  }
  return pages;
}

/**
 * Whether the build has a middleware or proxy (which must see every request, pages included).
 * @param {string} distDir
 */
function hasMiddleware(distDir) {
  const listed = (/** @type {string} */ file, /** @type {string} */ key) => {
    const manifest = path.join(distDir, 'server', file);
    return fs.existsSync(manifest) && Object.keys(readJson(manifest)[key] ?? {}).length > 0;
  };
  return listed('middleware-manifest.json', 'middleware') || listed('functions-config-manifest.json', 'functions');
}

/**
 * A request handler that answers the prerendered pages and returns false for everything else (Next's to answer).
 * Returns null when something else must see the pages' requests: a middleware or proxy, or config that changes how
 * paths map to pages or what they answer (base path, locales, trailing slashes, headers, redirects, rewrites).
 * @param {string} distDir
 * @param {{ basePath?: string, i18n?: unknown, trailingSlash?: boolean }} [config]
 */
export function prebuiltPages(distDir, config = {}) {
  if (config.basePath || config.i18n || config.trailingSlash || config.headers || config.redirects || config.rewrites)
    return null;
  if (hasMiddleware(distDir)) return null;
  const pages = loadPages(distDir);

  /**
   * The page's body in `encoding`, or null while it is being compressed (Next answers meanwhile).
   * @param {Page} page
   * @param {Encoding | null} encoding
   */
  function body(page, encoding) {
    if (!encoding) return page.html;
    const known = page.encoded[encoding];
    if (Buffer.isBuffer(known)) return known;
    if (!known) {
      page.encoded[encoding] = compressors[encoding](page.html).then(
        (bytes) => (page.encoded[encoding] = bytes),
        () => delete page.encoded[encoding], // tried again on the next request; Next answers until then
      );
    }
    return null;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {boolean} whether it answered
   */
  function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    const queryAt = url.indexOf('?');
    const page = pages.get(queryAt === -1 ? url : url.slice(0, queryAt));
    if (!page) return false;
    const encoding = chooseEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']));
    const bytes = body(page, encoding);
    if (!bytes) return false;
    res.setHeader('ETag', page.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', bytes.length);
    res.end(req.method === 'HEAD' ? undefined : bytes);
    return true;
  }

  return { serve, paths: () => [...pages.keys()] };
}
