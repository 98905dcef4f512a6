/**
 * Live subscriptions. Each committed write re-evaluates the subscriptions it may affect (a document's own path,
 * queries over its collection, every subscription of a caller whose own documents changed, such as its role or
 * member document, and those of the members of a company whose document changed, such as its suspension) and pushes
 * a snapshot only when the result changed. Every evaluation checks access again, as
 * Firestore's rules are evaluated again for a listener: a subscription that is no longer allowed ends with
 * `permission-denied`, and so does one whose token expired without being renewed. Evaluations of one
 * subscription run one after another, and one queued behind another is not queued twice.
 */
import { asBackendError, BackendError } from '@/services/backend/types';
import type { WireDoc } from '@/services/backend/wire/wire';
import type { WireQuery } from '@/services/backend/wire/wire-query';
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

export interface Subscription {
  close(): void;
  /** The caller's fresh token (its access) for the same subscription: checked again, and its expiry moved. */
  renew(access: Access): Promise<void>;
}

interface Sub {
  access: Access;
  path?: string;
  query?: WireQuery;
  plan?: QueryPlan;
  expiry?: ReturnType<typeof setTimeout>;
  sink: Sink;
  last?: string;
  chain: Promise<void>;
  queued: boolean;
  closed: boolean;
  /** Set once the first snapshot went out; errors before that reject subscribe() instead. */
  live: boolean;
  /** The company the caller worked for at the last evaluation: its document's changes are re-checked too. */
  companyId?: string;
}

export function createRealtimeHub(store: DocumentStore) {
  const subs = new Set<Sub>();
  const uidOf = (sub: Sub) => (sub.access.kind === 'client' ? sub.access.auth?.uid : undefined);

  /** The company named by the caller's member document (any role: a 'removed' one loses access on the next check). */
  async function followCompany(sub: Sub): Promise<void> {
    const uid = uidOf(sub);
    if (uid === undefined) return;
    const companyId = (await store.getDoc(`companyMembers/${uid}`)).data?.companyId;
    sub.companyId = typeof companyId === 'string' ? companyId : undefined;
  }

  async function evaluate(sub: Sub): Promise<void> {
    sub.queued = false;
    if (sub.closed) return;
    await followCompany(sub);
    let snapshot: Snapshot;
    if (sub.path !== undefined) {
      const doc = await store.getDoc(sub.path);
      // Re-checked on every change: a rule may depend on the document's data.
      await store.checkGet(sub.access, doc);
      snapshot = { doc };
    } else {
      // Planned again: the list rule may depend on the caller's other documents (its role, its account).
      sub.plan = await store.plan(sub.access, sub.query!);
      snapshot = { docs: await store.runPlan(sub.plan) };
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
    clearTimeout(sub.expiry);
    subs.delete(sub);
  }

  function fail(sub: Sub, error: unknown) {
    if (sub.closed || !sub.live) return;
    close(sub);
    sub.sink.error(asBackendError(error));
  }

  /** Ends the subscription when the token its access came from expires (a timer per subscription, unref'd). */
  function armExpiry(sub: Sub) {
    clearTimeout(sub.expiry);
    const expiresAt = sub.access.kind === 'client' ? sub.access.auth?.expiresAt : undefined;
    if (expiresAt === undefined) return;
    sub.expiry = setTimeout(
      () =>
        fail(sub, new BackendError('permission-denied', 'The session token expired; listen again with a fresh one.')),
      Math.max(0, expiresAt - Date.now()),
    );
    sub.expiry.unref?.();
  }

  store.onCommit((paths) => {
    const written = paths.map(parseDocPath);
    const collections = new Set(written.map((p) => p.collection));
    // A caller's own documents are keyed by its uid (students/{uid}, companyMembers/{uid}, admin/{uid}, ...).
    const ids = new Set(written.map((p) => p.id));
    const companies = new Set(written.filter((p) => p.collection === 'companies').map((p) => p.id));
    for (const sub of subs) {
      const uid = uidOf(sub);
      const affected =
        (sub.path !== undefined ? paths.includes(sub.path) : collections.has(sub.plan!.collection)) ||
        (uid !== undefined && ids.has(uid)) ||
        (sub.companyId !== undefined && companies.has(sub.companyId));
      if (!affected) continue;
      schedule(sub).catch((error) => fail(sub, error));
    }
  });

  return {
    /**
     * Checks access, delivers the first snapshot to `sink`, then every change. Rejects (and delivers nothing)
     * when the subscription is not allowed or the query is invalid. Resolves to the subscription (close, renew).
     */
    async subscribe(access: Access, target: Target, sink: Sink): Promise<Subscription> {
      const sub: Sub = { access, sink, chain: Promise.resolve(), queued: false, closed: false, live: false };
      if ('doc' in target) sub.path = parseDocPath(target.doc).path;
      else {
        sub.query = target.query;
        sub.plan = await store.plan(access, target.query);
      }
      subs.add(sub);
      try {
        await schedule(sub);
        sub.live = true;
      } catch (error) {
        close(sub);
        throw asBackendError(error);
      }
      armExpiry(sub);
      return {
        close: () => close(sub),
        async renew(next: Access) {
          if (sub.closed) return;
          sub.access = next;
          armExpiry(sub);
          await schedule(sub).catch((error) => fail(sub, error));
        },
      };
    },
    get size() {
      return subs.size;
    },
    closeAll() {
      for (const sub of subs) close(sub);
    },
    /**
     * The caller's account is gone or its sessions ended (only `sessionId`'s when given): its subscriptions end now,
     * not when their tokens expire.
     */
    endSubscriptionsOf(uid: string, why = 'The account was deleted.', sessionId?: string) {
      for (const sub of subs) {
        const auth = sub.access.kind === 'client' ? sub.access.auth : null;
        if (uidOf(sub) === uid && (sessionId === undefined || auth?.sessionId === sessionId))
          fail(sub, new BackendError('permission-denied', why));
      }
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
