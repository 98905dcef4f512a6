/**
 * The Firebase-mode boot documents (services/backend/firebase/boot-documents.ts) over a fake REST reader: a document
 * asked for twice at the same moment (an area's session reads its role document and subscribes to it) costs one
 * request and one billed read, and each caller still gets its own copy.
 */
import { createBootDocuments } from '@/services/backend/firebase/boot-documents';
import type { RestReader } from '@/services/backend/firebase/rest/rest-reader';
import { createSdkLoader } from '@/services/backend/firebase/sdk-loader';
import { createReadMeter } from '@/services/backend/read-meter';
import type { Backend, DocSnapshot } from '@/services/backend/types';

const PATH = 'students/ada';

function setup(answer: () => Promise<DocSnapshot>) {
  const asked: string[] = [];
  const rest: RestReader = {
    get: (path) => {
      asked.push(path);
      return answer();
    },
    query: () => Promise.reject(new Error('not in this test')),
    count: () => Promise.reject(new Error('not in this test')),
  };
  const sdkGets: string[] = [];
  const sdkBackend = {
    docs: {
      get: (path: string) => {
        sdkGets.push(path);
        return Promise.resolve({ id: 'ada', path, exists: true, data: { name: 'From the SDK' } });
      },
      onDoc: () => () => undefined,
    },
  } as unknown as Backend;
  const reads = createReadMeter();
  const docs = createBootDocuments({
    sdk: createSdkLoader(() => Promise.resolve(sdkBackend)),
    reader: () => rest,
    reads,
    onFirstData: () => undefined,
  });
  return { docs, asked, reads, sdkGets };
}

const ada = (): DocSnapshot => ({
  id: 'ada',
  path: PATH,
  exists: true,
  data: { name: 'Ada', skills: [{ skill: 'SQL' }], since: new Date(Date.UTC(2026, 0, 2)) },
});

describe('boot documents: one REST read per document in flight', () => {
  it('answers a read and a subscription of the same document from one request, billed once, each with its own copy', async () => {
    const { docs, asked, reads } = setup(() => Promise.resolve(ada()));
    const seen: DocSnapshot[] = [];
    const stop = docs.onDoc(
      PATH,
      (snap) => seen.push(snap),
      () => undefined,
    );
    const read = await docs.get(PATH);
    await vi.waitFor(() => expect(seen).toHaveLength(1));

    expect(asked).toEqual([PATH]);
    expect(reads.total).toBe(1);
    expect(read).toEqual(ada());
    expect(seen[0]).toEqual(ada());
    (read.data!.skills as { skill: string }[]).push({ skill: 'changed by one caller' });
    expect(seen[0].data!.skills).toEqual([{ skill: 'SQL' }]);
    stop();
  });

  it('asks again once the first answer is in: nothing is served from an old answer', async () => {
    const { docs, asked, reads } = setup(() => Promise.resolve(ada()));
    await docs.get(PATH);
    await docs.get(PATH);
    expect(asked).toEqual([PATH, PATH]);
    expect(reads.total).toBe(2);
  });

  it('bills the shared read once even when the subscription that started it stopped before the answer', async () => {
    let answer!: (snap: DocSnapshot) => void;
    const { docs, asked, reads } = setup(() => new Promise((resolve) => (answer = resolve)));
    const stop = docs.onDoc(
      PATH,
      () => undefined,
      () => undefined,
    );
    const read = docs.get(PATH);
    stop();
    answer(ada());
    expect((await read).data).toEqual(ada().data);
    expect(asked).toEqual([PATH]);
    expect(reads.total).toBe(1);
  });

  it('sends every caller to the SDK when the shared request fails', async () => {
    const { docs, asked, sdkGets } = setup(() => Promise.reject(new Error('Firestore REST 503')));
    const [first, second] = await Promise.all([docs.get(PATH), docs.get(PATH)]);
    expect(asked).toEqual([PATH]);
    expect(sdkGets).toEqual([PATH, PATH]);
    expect(first.data).toEqual({ name: 'From the SDK' });
    expect(second.data).toEqual({ name: 'From the SDK' });
  });
});
