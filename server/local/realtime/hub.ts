/**
 * Live subscriptions. Each committed write re-evaluates the subscriptions it may affect (a document's own path, or
 * queries over its collection) and pushes a snapshot only when the result changed. Evaluations of one
 * subscription run one after another, and one queued behind another is not queued twice.
 */
import { BackendError } from '@/services/backend/types';
import type { WireDoc } from '@/services/backend/local/wire';
import type { WireQuery } from '@/services/backend/local/wire-query';
import { parseDocPath } from '../documents/paths';
import type { QueryPlan } from '../documents/query-plan';
import type { DocumentStore } from '../documents/store';
import type { Access } from '../policy/types';

export type Target = { doc: string } | { query: WireQuery };
export type Snapshot = { doc: WireDoc } | { docs: WireDoc[] };

export interface Sink {
  next(snapshot: Snapshot): void;
  error(error: BackendError): void;
}

interface Sub {
  access: Access;
  path?: string;
  plan?: QueryPlan;
  sink: Sink;
  last?: string;
  chain: Promise<void>;
  queued: boolean;
  closed: boolean;
  /** Set once the first snapshot went out; errors before that reject subscribe() instead. */
  live: boolean;
}

const asBackendError = (e: unknown) =>
  e instanceof BackendError ? e : new BackendError('internal', e instanceof Error ? e.message : String(e));

export function createRealtimeHub(store: DocumentStore) {
  const subs = new Set<Sub>();

  async function evaluate(sub: Sub): Promise<void> {
    sub.queued = false;
    if (sub.closed) return;
    let snapshot: Snapshot;
    if (sub.path !== undefined) {
      const doc = await store.getDoc(sub.path);
      // Re-checked on every change: a rule may depend on the document's data.
      await store.checkGet(sub.access, doc);
      snapshot = { doc };
    } else {
      snapshot = { docs: await store.runPlan(sub.plan!) };
    }
    const key = JSON.stringify(snapshot);
    if (key === sub.last || sub.closed) return;
    sub.last = key;
    sub.sink.next(snapshot);
  }

  function schedule(sub: Sub): Promise<void> {
    if (sub.queued) return sub.chain;
    sub.queued = true;
    sub.chain = sub.chain.then(() => evaluate(sub));
    return sub.chain;
  }

  function close(sub: Sub) {
    sub.closed = true;
    subs.delete(sub);
  }

  store.onCommit((paths) => {
    const collections = new Set(paths.map((p) => parseDocPath(p).collection));
    for (const sub of subs) {
      const affected = sub.path !== undefined ? paths.includes(sub.path) : collections.has(sub.plan!.collection);
      if (!affected) continue;
      schedule(sub).catch((error) => {
        if (sub.closed || !sub.live) return;
        close(sub);
        sub.sink.error(asBackendError(error));
      });
    }
  });

  return {
    /**
     * Checks access, delivers the first snapshot to `sink`, then every change. Rejects (and delivers nothing)
     * when the subscription is not allowed or the query is invalid. Resolves to the unsubscribe function.
     */
    async subscribe(access: Access, target: Target, sink: Sink): Promise<() => void> {
      const sub: Sub = { access, sink, chain: Promise.resolve(), queued: false, closed: false, live: false };
      if ('doc' in target) sub.path = parseDocPath(target.doc).path;
      else sub.plan = await store.plan(access, target.query);
      subs.add(sub);
      try {
        await schedule(sub);
        sub.live = true;
      } catch (error) {
        close(sub);
        throw asBackendError(error);
      }
      return () => close(sub);
    },
    get size() {
      return subs.size;
    },
    closeAll() {
      for (const sub of subs) close(sub);
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
