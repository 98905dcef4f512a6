/**
 * Whether the app can reach its servers. The browser's `navigator.onLine` only says whether the device has a
 * network: on a phone whose data ran out, behind a captive portal, or on a page the service worker served while the
 * connection was gone (Chromium then reports online: crbug.com/678075), it says "online" and every request fails.
 * So a request that fails for want of a network marks the app offline too, until the server answers again: a small
 * request to it every few seconds while it is unreachable, and at once when the browser reports a network again.
 */
type Listener = () => void;

const PROBE_MS = 5000;
/** Answers 204 to anything (pages/api/reachable.ts); the service worker never answers for /api/. */
const PROBE_URL = '/api/reachable';

let unreachable = false;
let probe: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/** Whether requests to the servers can be expected to succeed. */
export const isOnline = (): boolean => browserOnline() && !unreachable;

async function tryServer() {
  try {
    await fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store' });
    noteReached();
  } catch {
    // Still unreachable: the next probe tries again.
  }
}

/** A request failed without an answer (no network, DNS, connection reset). */
export function noteUnreachable(): void {
  if (unreachable || typeof window === 'undefined') return;
  unreachable = true;
  probe = setInterval(() => void tryServer(), PROBE_MS);
  notify();
}

/** A server answered. */
export function noteReached(): void {
  if (!unreachable) return;
  unreachable = false;
  clearInterval(probe);
  notify();
}

export function subscribeConnection(listener: Listener): () => void {
  const onOnline = () => {
    if (unreachable) void tryServer();
    listener();
  };
  listeners.add(listener);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
  };
}
