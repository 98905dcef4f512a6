/**
 * Messages written but not yet acknowledged by the server, kept on this device per account (with the drafts,
 * services/account/device-drafts.ts, so sign-out clears them). Each carries an idempotency key made when it was
 * written, so sending it again (a retry after a lost answer, a reconnect, a second tab) never stores it twice.
 * Sent one after the other, oldest first, whenever there is a connection; a refusal by the server stops that
 * message with its reason, for the person to retry or drop.
 */
import { useSyncExternalStore } from 'react';
import { owner, readDraft, writeDraft } from '@/services/account/device-drafts';
import { sendMessage } from '@/services/messaging/messages';

export interface Outgoing {
  key: string;
  to: string;
  text: string;
  jobId?: string;
  /** Why the server refused it; absent while it waits to be sent. */
  error?: string;
}

const NAME = 'outbox';
const RETRY_MS = 5000;
const listeners = new Set<() => void>();
/** Who waits for a message's answer in this page (the composer, to open a new conversation once it exists). */
const waiters = new Map<string, (sent: { conversationId: string }) => void>();
let flushing = false;
const EMPTY: Outgoing[] = [];
let cached: { raw: string; list: Outgoing[] } | null = null;

/** Without a stored account id (storage blocked) the messages wait in this page only, rather than not at all. */
let inPage: Outgoing[] = EMPTY;

function read(): Outgoing[] {
  const list = owner() ? (readDraft<Outgoing[]>(NAME) ?? EMPTY) : inPage;
  const raw = JSON.stringify(list);
  if (cached?.raw !== raw) cached = { raw, list };
  return cached.list;
}

function write(list: Outgoing[]): void {
  if (owner()) writeDraft(NAME, list);
  else inPage = list;
  for (const listener of listeners) listener();
}

const newKey = (): string => crypto.randomUUID().replaceAll('-', '');

/** A connection problem (the message waits); anything else is the server's answer about this message. */
const unreachable = (error: unknown): boolean =>
  !navigator.onLine || (error as { code?: string }).code === 'unavailable' || error instanceof TypeError;

/** Sends what waits, oldest first; stops at the first connection problem. */
export async function flushOutbox(): Promise<void> {
  if (flushing || !navigator.onLine) return;
  flushing = true;
  try {
    for (;;) {
      const next = read().find((m) => !m.error);
      if (!next) return;
      try {
        const sent = await sendMessage({
          to: next.to,
          text: next.text,
          key: next.key,
          ...(next.jobId ? { jobId: next.jobId } : {}),
        });
        write(read().filter((m) => m.key !== next.key));
        waiters.get(next.key)?.(sent);
        waiters.delete(next.key);
      } catch (error) {
        if (unreachable(error)) {
          // Online but the server did not answer: try again shortly rather than wait for the next "online" event.
          if (navigator.onLine) window.setTimeout(onOnline, RETRY_MS);
          return;
        }
        const reason = error instanceof Error ? error.message : 'The message was not sent.';
        write(read().map((m) => (m.key === next.key ? { ...m, error: reason } : m)));
      }
    }
  } finally {
    flushing = false;
  }
}

/** Resolves once the server has stored the message (never, if it refuses it: the outbox then shows why). */
export function queueMessage(message: Omit<Outgoing, 'key' | 'error'>): Promise<{ conversationId: string }> {
  const key = newKey();
  const sent = new Promise<{ conversationId: string }>((resolve) => waiters.set(key, resolve));
  write([...read(), { ...message, key }]);
  void flushOutbox();
  return sent;
}

export function retryMessage(key: string): void {
  write(read().map((m) => (m.key === key ? { key: m.key, to: m.to, text: m.text, jobId: m.jobId } : m)));
  void flushOutbox();
}

export function dropMessage(key: string): void {
  write(read().filter((m) => m.key !== key));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('online', onOnline);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('online', onOnline);
  };
}

function onOnline(): void {
  void flushOutbox();
}

/** The messages to `to` that wait or were refused, oldest first. */
export function useOutbox(to: string): Outgoing[] {
  const all = useSyncExternalStore(subscribe, read, () => EMPTY);
  return all.filter((m) => m.to === to);
}
