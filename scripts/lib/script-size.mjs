/** Wire size of the app's JavaScript files, as the measuring scripts count it. */
import http from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';

/** Markers of the Firebase SDK in a script's text. */
export const FIREBASE_MARKERS = ['@firebase/', 'firestore.googleapis.com', 'identitytoolkit.googleapis.com'];

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Raw (still gzipped) body of a GET, as a browser would receive it. */
function fetchGzipped(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/**
 * Fetches each script once with `Accept-Encoding: gzip` and keeps { url, gzip, raw, firebase }: the compressed
 * bytes that cross the wire (what `next start` sends), the size once unpacked, and the Firebase markers found.
 * One object per URL, so a Set of results drops files counted twice.
 */
export function createScriptInspector() {
  const cache = new Map();
  const inspect = (url) => {
    if (!cache.has(url)) {
      cache.set(
        url,
        (async () => {
          const res = await fetchGzipped(url);
          if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
          const gzipped = res.encoding === 'gzip' ? res.body : gzipSync(res.body);
          const text = (res.encoding === 'gzip' ? gunzipSync(res.body) : res.body).toString('utf8');
          return {
            url,
            gzip: gzipped.length,
            raw: Buffer.byteLength(text),
            firebase: FIREBASE_MARKERS.filter((m) => text.includes(m)),
          };
        })(),
      );
    }
    return cache.get(url);
  };
  return { inspect, clear: () => cache.clear() };
}

/** Sum of the gzipped sizes of distinct scripts. */
export const gzipTotal = (scripts) => [...new Set(scripts)].reduce((n, s) => n + s.gzip, 0);
