/**
 * Readable offline (services/backend/offline/offline-documents.ts): reads are kept per signed-in account while
 * online and answer from that copy offline, with the copy's time for the banner; one account's copies never answer
 * another's reads; a read that fails for want of a network marks the app offline and gets the copy; a live
 * subscription gets the copy at once, and the adapter's offline guesses do not replace it.
 */
import { copiesShownAsOf, forgetCopiesShown } from '@/services/backend/offline/as-of';
import type { CopyStore, KeptCopy } from '@/services/backend/offline/copy-store';
import { withOfflineCopies, type Connection } from '@/services/backend/offline/offline-documents';
import { BackendError, type DocSnapshot, type Documents, type QuerySpec } from '@/services/backend/types';

const SPEC: QuerySpec = { collection: 'applications', where: [{ field: 'talentId', op: '==', value: 'ada' }] };
const snap = (id: string, title: string): DocSnapshot => ({
  id,
  path: `applications/${id}`,
  exists: true,
  data: { jobTitle: title, updatedAt: new Date(Date.UTC(2026, 11, 1)) },
});

function memoryStore(): CopyStore & { entries: Map<string, KeptCopy> } {
  const entries = new Map<string, KeptCopy>();
  return {
    entries,
    read: async (key) => entries.get(key),
    write: async (key, copy) => void entries.set(key, copy),
    clear: async () => entries.clear(),
  };
}

function fakeConnection() {
  const listeners = new Set<() => void>();
  const state = { online: true, unreachableCalls: 0 };
  const connection: Connection = {
    online: () => state.online,
    unreachable: () => {
      state.unreachableCalls += 1;
      state.online = false;
      listeners.forEach((l) => l());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (online: boolean) => {
    state.online = online;
    listeners.forEach((l) => l());
  };
  return { connection, state, set };
}

/** An adapter whose answers the test decides; live subscriptions hand their callbacks to the test. */
function fakeInner() {
  const live: { next: (docs: DocSnapshot[]) => void; error: (e: BackendError) => void }[] = [];
  let answer: () => Promise<DocSnapshot[]> = async () => [snap('a1', 'Data Analyst')];
  const inner = {
    query: async () => answer(),
    onQuery: (_spec: QuerySpec, next: (docs: DocSnapshot[]) => void, error: (e: BackendError) => void) => {
      live.push({ next, error });
      return () => undefined;
    },
  } as unknown as Documents;
  return { inner, live, answerWith: (fn: () => Promise<DocSnapshot[]>) => (answer = fn) };
}

function setup() {
  const store = memoryStore();
  const net = fakeConnection();
  const adapter = fakeInner();
  const account = { uid: 'ada' as string | null };
  let clock = Date.UTC(2026, 11, 7, 21, 30);
  const docs = withOfflineCopies({
    inner: adapter.inner,
    store,
    uid: () => account.uid,
    connection: net.connection,
    now: () => clock,
  });
  const unreachable = () => Promise.reject(new BackendError('unavailable', 'Could not reach the local backend.'));
  return { docs, store, net, adapter, account, unreachable, tick: (ms: number) => (clock += ms) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => forgetCopiesShown());

it('answers a query offline from the copy kept online, and says from when', async () => {
  const { docs, net, adapter, unreachable } = setup();
  expect(await docs.query(SPEC)).toEqual([snap('a1', 'Data Analyst')]);
  expect(copiesShownAsOf()).toBeNull();

  net.set(false);
  adapter.answerWith(unreachable);
  const offline = await docs.query(SPEC);
  expect(offline).toEqual([snap('a1', 'Data Analyst')]);
  // Dates come back as Dates, not strings.
  expect(offline[0].data?.updatedAt).toBeInstanceOf(Date);
  expect(copiesShownAsOf()).toBe(Date.UTC(2026, 11, 7, 21, 30));
});

it("never answers one account's reads with another's copy", async () => {
  const { docs, net, adapter, account, unreachable } = setup();
  await docs.query(SPEC);
  account.uid = 'grace';
  net.set(false);
  adapter.answerWith(unreachable);
  await expect(docs.query(SPEC)).rejects.toMatchObject({ code: 'unavailable' });
  account.uid = null;
  await expect(docs.query(SPEC)).rejects.toMatchObject({ code: 'unavailable' });
});

it('keeps nothing without a signed-in account, nor an answer that comes after its account signed out', async () => {
  const { docs, store, adapter, account } = setup();
  account.uid = null;
  await docs.query(SPEC);
  expect(store.entries.size).toBe(0);

  account.uid = 'ada';
  let release!: () => void;
  adapter.answerWith(() => new Promise((resolve) => (release = () => resolve([snap('a1', 'Data Analyst')]))));
  const pending = docs.query(SPEC);
  await flush();
  account.uid = null;
  release();
  await pending;
  expect(store.entries.size).toBe(0);
});

it('a read that finds no network while the browser says online marks the app offline and gets the copy', async () => {
  const { docs, net, adapter, unreachable } = setup();
  await docs.query(SPEC);
  adapter.answerWith(unreachable);
  expect(await docs.query(SPEC)).toEqual([snap('a1', 'Data Analyst')]);
  expect(net.state.unreachableCalls).toBe(1);
});

it('a read left waiting is answered from the copy as soon as the connection is found gone', async () => {
  const { docs, net, adapter } = setup();
  await docs.query(SPEC);
  adapter.answerWith(() => new Promise(() => undefined));
  const waiting = docs.query(SPEC);
  await flush();
  net.set(false);
  expect(await waiting).toEqual([snap('a1', 'Data Analyst')]);
});

it('a live query gets the copy at once offline, keeps it over the adapter offline answers, then the fresh one', async () => {
  const { docs, net, adapter, tick } = setup();
  const seen: string[][] = [];
  const stop = docs.onQuery(
    SPEC,
    (list) => seen.push(list.map((d) => String(d.data?.jobTitle))),
    () => undefined,
  );
  adapter.live[0].next([snap('a1', 'Data Analyst')]);
  stop();
  tick(60_000);

  net.set(false);
  const errors: string[] = [];
  docs.onQuery(
    SPEC,
    (list) => seen.push(list.map((d) => String(d.data?.jobTitle))),
    (e) => errors.push(e.code),
  );
  await flush();
  expect(seen).toEqual([['Data Analyst'], ['Data Analyst']]);
  expect(copiesShownAsOf()).toBe(Date.UTC(2026, 11, 7, 21, 30));
  // An SDK's empty answer from its own memory, or its error, does not replace the copy while offline.
  adapter.live[1].next([]);
  adapter.live[1].error(new BackendError('unavailable', 'offline'));
  expect(seen).toHaveLength(2);
  expect(errors).toEqual([]);

  net.set(true);
  adapter.live[1].next([snap('a1', 'Data Analyst'), snap('a2', 'Mobile Developer')]);
  expect(seen[2]).toEqual(['Data Analyst', 'Mobile Developer']);
});
