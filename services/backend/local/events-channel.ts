/**
 * The browser side of the realtime stream: ONE events stream per backend instance (so per tab), read with fetch
 * (works in Node too and carries no credentials in the URL). Subscriptions are registered onto the stream's
 * channel with `listen` ops carrying the caller's token; they are registered again after a reconnect and when the
 * signed-in user changes. The server ends a subscription when the token it was registered with expires, so the
 * channel renews them all with a fresh token shortly before (as Firestore's SDK re-authenticates its stream).
 * Reconnects back off exponentially.
 */
import { BackendError, type Unsubscribe } from '../types';
import type { DbSend } from './db-transport';
import { readEventStream } from './sse-reader';
import { newDocumentId } from '../new-document-id';
import type { WireDoc } from '../wire/wire';
import type { WireQuery } from '../wire/wire-query';

export type ListenTarget = { doc: string } | { query: WireQuery };

export interface ChannelListener {
  snapshot(payload: { doc?: WireDoc; docs?: WireDoc[] }): void;
  error(error: BackendError): void;
}

export interface EventsChannelOptions {
  baseUrl: string;
  getToken: () => Promise<string | null>;
  /** POST /api/local/db (./db-transport.ts): listen, renew and unlisten ops. */
  send: DbSend;
  /** Called with a callback to run whenever the signed-in user changes. */
  onUserChange?: (callback: () => void) => Unsubscribe;
}

const BACKOFF_BASE_MS = 250;
const BACKOFF_MAX_MS = 10_000;
/** Keep an idle stream open briefly: React remounts often unsubscribe and subscribe again at once. */
const IDLE_CLOSE_MS = 5_000;
/** Renew this long before the token expires; the session itself refreshes its token earlier still (local-auth.ts). */
const RENEW_MARGIN_MS = 2 * 60_000;

export function createEventsChannel(options: EventsChannelOptions) {
  const subs = new Map<string, { target: ListenTarget; listener: ChannelListener }>();
  let channelId: string | null = null;
  let connection: AbortController | null = null;
  let attempts = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  /** The earliest expiry of the tokens the channel's subscriptions were registered or renewed with. */
  let renewAt = Infinity;
  let closed = false;
  const unref = (t: ReturnType<typeof setTimeout>) => (t as { unref?: () => void }).unref?.();

  async function register(subId: string) {
    const sub = subs.get(subId);
    const channel = channelId;
    if (!sub || !channel) return;
    try {
      const { expiresAt } = await options.send<{ expiresAt?: number }>(
        { op: 'listen', channel, sub: subId, target: sub.target },
        await options.getToken(),
      );
      scheduleRenew(expiresAt);
    } catch (e) {
      // Superseded by a newer registration, or the stream dropped (its reconnect registers again).
      if (subs.get(subId) !== sub || channel !== channelId) return;
      const error = e instanceof BackendError ? e : new BackendError('internal', String(e));
      if (error.code === 'unavailable') {
        // The server lost the channel (restart) or is unreachable: start over on a new stream.
        disconnect();
        if (!closed && !reconnectTimer) scheduleReconnect();
        return;
      }
      subs.delete(subId);
      sub.listener.error(error);
    }
  }

  function scheduleRenew(expiresAt: number | undefined) {
    if (expiresAt === undefined || expiresAt >= renewAt) return;
    renewAt = expiresAt;
    clearTimeout(renewTimer);
    renewTimer = setTimeout(() => void renew(), Math.max(0, expiresAt - Date.now() - RENEW_MARGIN_MS));
    unref(renewTimer);
  }

  async function renew() {
    renewTimer = undefined;
    renewAt = Infinity;
    const channel = channelId;
    if (!channel || closed || subs.size === 0) return;
    try {
      const { expiresAt } = await options.send<{ expiresAt?: number }>(
        { op: 'renew', channel },
        await options.getToken(),
      );
      if (channel === channelId) scheduleRenew(expiresAt);
    } catch {
      // Signed out meanwhile, or the stream dropped (its reconnect registers every subscription again).
    }
  }

  function dispatch(type: string, data: string) {
    const message = JSON.parse(data) as {
      channel?: string;
      sub?: string;
      doc?: WireDoc;
      docs?: WireDoc[];
      error?: { code: string; message: string };
    };
    if (type === 'ready' && message.channel) {
      channelId = message.channel;
      attempts = 0;
      for (const subId of subs.keys()) void register(subId);
      return;
    }
    const sub = message.sub ? subs.get(message.sub) : undefined;
    if (!sub) return;
    if (message.error) {
      subs.delete(message.sub!);
      sub.listener.error(new BackendError(message.error.code, message.error.message));
    } else {
      sub.listener.snapshot({ doc: message.doc, docs: message.docs });
    }
  }

  async function connect() {
    const abort = new AbortController();
    connection = abort;
    try {
      const res = await fetch(`${options.baseUrl}/api/local/events`, {
        headers: { Accept: 'text/event-stream' },
        signal: abort.signal,
      });
      if (!res.ok || !res.body) throw new Error(`events stream answered HTTP ${res.status}`);
      await readEventStream(res.body, dispatch);
    } catch {
      // Dropped, refused or aborted: handled below.
    } finally {
      if (connection === abort) {
        connection = null;
        channelId = null;
        if (!closed && subs.size > 0) scheduleReconnect();
      }
    }
  }

  function scheduleReconnect() {
    clearTimeout(reconnectTimer);
    const delay = Math.min(BACKOFF_BASE_MS * 2 ** attempts, BACKOFF_MAX_MS) * (0.8 + Math.random() * 0.4);
    attempts++;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (!closed && !connection && subs.size > 0) void connect();
    }, delay);
  }

  function disconnect() {
    const c = connection;
    connection = null;
    channelId = null;
    clearTimeout(renewTimer);
    renewTimer = undefined;
    renewAt = Infinity;
    c?.abort();
  }

  let lastUserChangeSeen = false;
  const stopUserWatch = options.onUserChange?.(() => {
    // The first call reports the state at startup, not a change.
    if (!lastUserChangeSeen) {
      lastUserChangeSeen = true;
      return;
    }
    for (const subId of subs.keys()) void register(subId);
  });

  return {
    listen(target: ListenTarget, listener: ChannelListener): Unsubscribe {
      if (closed) throw new BackendError('failed-precondition', 'This backend instance was closed.');
      const subId = newDocumentId();
      subs.set(subId, { target, listener });
      clearTimeout(idleTimer);
      if (channelId) void register(subId);
      else if (!connection && !reconnectTimer) void connect();
      return () => {
        if (!subs.delete(subId)) return;
        const channel = channelId;
        if (channel) void options.send({ op: 'unlisten', channel, sub: subId }, null).catch(() => undefined);
        if (subs.size === 0) {
          clearTimeout(idleTimer);
          idleTimer = setTimeout(() => subs.size === 0 && disconnect(), IDLE_CLOSE_MS);
          unref(idleTimer);
        }
      };
    },
    close() {
      closed = true;
      subs.clear();
      clearTimeout(reconnectTimer);
      clearTimeout(idleTimer);
      clearTimeout(renewTimer);
      stopUserWatch?.();
      disconnect();
    },
  };
}

export type EventsChannel = ReturnType<typeof createEventsChannel>;
