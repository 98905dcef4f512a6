/**
 * The local backend's HTTP surface against an attacker's requests (raw JSON, as curl would send it): prototype
 * keys, data the policy and the store would read differently, and malformed requests that must answer a clear
 * 4xx with nothing written, never a 500.
 */
import { createTestBackend, startLocalServer, type LocalServer } from '../helpers/local-server';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer({ contractScratch: true });
});
afterAll(async () => {
  await server?.stop();
});

/** Sends `body` as given: a string goes out byte for byte, so keys like `__proto__` survive. */
async function db(
  body: unknown,
  token?: string,
): Promise<{ status: number; json: { error?: { code: string; message: string } } & Record<string, unknown> }> {
  const res = await fetch(`${server.url}/api/local/db`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

async function signedIn() {
  const backend = createTestBackend(server.url);
  const user = await backend.auth.signUp(
    `hostile-${Date.now()}-${Math.random().toString(36).slice(2)}@hostile.test`,
    'hostile-password',
  );
  return { backend, uid: user.uid, token: (await backend.auth.getIdToken())! };
}

const invalid = (answer: { status: number; json: { error?: { code: string } } }) => {
  expect(answer.status).toBe(400);
  expect(answer.json.error?.code).toBe('invalid-argument');
};

const stored = async (path: string) => (await server.engine.serverDocuments.get(path)).data;

describe('prototype keys never reach the engine', () => {
  it('refuses an anonymous update through __proto__ before anything is touched', async () => {
    invalid(await db('{"op":"update","path":"students/any","data":{"__proto__.uid":"planted"}}'));
    invalid(await db('{"op":"update","path":"students/any","data":{"__proto__":{"uid":"planted"}}}'));
    expect(({} as Record<string, unknown>).uid).toBeUndefined();
  });

  it('refuses __proto__, constructor, prototype and Firestore-reserved names as keys anywhere, and writes nothing', async () => {
    const { uid, token } = await signedIn();
    const path = `contract-tests/${uid}/items/proto`;
    for (const data of [
      '{"__proto__":{"id":"x"},"a":1}',
      '{"a":{"__proto__":{"b":1}}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"a":{"prototype":1}}',
      '{"__name__":"x"}',
      '{"a":{"__secret__":1}}',
      '{"list":[{"__proto__":{"c":1}}]}',
    ]) {
      invalid(await db(`{"op":"set","path":"${path}","data":${data}}`, token));
    }
    invalid(await db(`{"op":"update","path":"${path}","data":{"a.__proto__.b":1}}`, token));
    invalid(
      await db(
        `{"op":"batch","ops":[{"type":"set","path":"${path}","data":{"ok":1}},{"type":"set","path":"${path}2","data":{"__proto__":{"x":1}}}]}`,
        token,
      ),
    );
    expect(await stored(path)).toBeUndefined();
    for (const prototype of [Object.prototype, Array.prototype]) {
      expect(
        Object.getOwnPropertyNames(prototype).filter((k) => ['polluted', 'b', 'c', 'x', 'id', 'uid'].includes(k)),
      ).toEqual([]);
    }
  });

  it('judges exactly the data it stores: a talent cannot drop its own id, email or timestamp through a __proto__ key', async () => {
    const { backend, uid, token } = await signedIn();
    const email = backend.auth.currentUser()!.email;
    const created = new Date('2026-01-01T00:00:00Z');
    await server.engine.serverDocuments.set(`students/${uid}`, {
      id: uid,
      email,
      name: 'Pat',
      availability: true,
      timestamp: created,
      new: true,
      role: 'Web Developer',
      skills: [],
    });
    const before = await stored(`students/${uid}`);
    const kept = `"id":"${uid}","email":"${email}","timestamp":{"$ts":${created.getTime()}}`;
    const rest = '"name":"Pat","availability":false,"new":true,"role":"Web Developer","skills":[]';
    invalid(await db(`{"op":"set","path":"students/${uid}","data":{"__proto__":{${kept}},${rest}}}`, token));
    expect(await stored(`students/${uid}`)).toEqual(before);
    // The same write with those keys as its own is an ordinary, allowed profile edit.
    expect((await db(`{"op":"set","path":"students/${uid}","data":{${kept},${rest}}}`, token)).status).toBe(200);
    expect(await stored(`students/${uid}`)).toMatchObject({ id: uid, email, availability: false });
  });
});

describe('malformed requests answer invalid-argument and write nothing', () => {
  it('refuses malformed query shapes', async () => {
    const { uid, token } = await signedIn();
    const collection = `contract-tests/${uid}/items`;
    invalid(await db({ op: 'query', query: { collection, limit: 1e21 } }, token));
    invalid(await db({ op: 'query', query: { collection, limit: 2 ** 31 } }, token));
    invalid(await db({ op: 'query', query: { collection, where: { field: 'a', op: '==', value: 1 } } }, token));
    invalid(await db({ op: 'query', query: { collection, orderBy: 'a' } }, token));
    invalid(
      await db(
        {
          op: 'query',
          query: { collection, orderBy: [{ field: 'a', direction: 'asc' }], startAfter: { id: 'x', values: 'a' } },
        },
        token,
      ),
    );
    invalid(await db({ op: 'query', query: { collection, startAfter: 'x' } }, token));
    invalid(await db({ op: 'count', query: { collection, where: [null] } }, token));
    const manyIn = Array.from({ length: 3000 }, (_, i) => ({ field: `f${i}`, op: 'in', value: [1, 2] }));
    invalid(await db({ op: 'query', query: { collection, where: manyIn } }, token));
    // 6 x 6 = 36 disjunctions: over Firestore's 30 even though each list is short.
    const product = [
      { field: 'a', op: 'in', value: [1, 2, 3, 4, 5, 6] },
      { field: 'b', op: 'array-contains-any', value: [1, 2, 3, 4, 5, 6] },
    ];
    invalid(await db({ op: 'query', query: { collection, where: product } }, token));
    // The largest legal limit is fine.
    expect((await db({ op: 'query', query: { collection, limit: 2 ** 31 - 1 } }, token)).status).toBe(200);
  });

  it('refuses lone surrogates in paths, field paths, values and keys, and maps nested past 20 levels', async () => {
    const { uid, token } = await signedIn();
    const path = `contract-tests/${uid}/items/bad`;
    invalid(await db({ op: 'set', path, data: { text: 'broken \ud800 text' } }, token));
    invalid(await db({ op: 'set', path, data: { ['key\udc00']: 1 } }, token));
    invalid(await db({ op: 'update', path, data: { ['a.\ud800']: 1 } }, token));
    invalid(await db({ op: 'set', path: `contract-tests/${uid}/items/\ud800`, data: { a: 1 } }, token));
    invalid(await db({ op: 'set', path: `contract-tests/${uid}/items/nul\u0000id`, data: { a: 1 } }, token));
    invalid(
      await db(
        {
          op: 'query',
          query: { collection: `contract-tests/${uid}/items`, where: [{ field: 'a', op: '==', value: '\udfff' }] },
        },
        token,
      ),
    );

    // Written as text: 5,000 levels are past what JSON.stringify itself can nest.
    const deep = `${'{"d":'.repeat(5000)}1${'}'.repeat(5000)}`;
    invalid(await db(`{"op":"set","path":"${path}","data":{"deep":${deep}}}`, token));
    invalid(
      await db(
        `{"op":"query","query":{"collection":"contract-tests/${uid}/items","where":[{"field":"a","op":"==","value":${deep}}]}}`,
        token,
      ),
    );
    let legal: unknown = 1;
    for (let i = 0; i < 19; i++) legal = { d: legal };
    expect((await db({ op: 'set', path: `${path}-legal`, data: { legal } }, token)).status).toBe(200);
    expect(await stored(path)).toBeUndefined();
  });

  it('stores NUL characters in strings and keys, as Firestore does, and finds them again', async () => {
    const { uid, token } = await signedIn();
    const path = `contract-tests/${uid}/items/nul`;
    const data = {
      text: 'a\u0000b\u0001c',
      ['k\u0000ey']: 'v',
      list: ['\u0000'],
      nested: { ['\u0001']: '\u0000\u0000' },
    };
    expect((await db({ op: 'set', path, data }, token)).status).toBe(200);
    const read = await db({ op: 'get', path }, token);
    expect((read.json.doc as { data: unknown }).data).toEqual(data);
    const found = await db(
      {
        op: 'query',
        query: {
          collection: `contract-tests/${uid}/items`,
          where: [{ field: 'text', op: '==', value: 'a\u0000b\u0001c' }],
        },
      },
      token,
    );
    expect((found.json.docs as { id: string }[]).map((d) => d.id)).toEqual(['nul']);
    const byKey = await db(
      {
        op: 'query',
        query: { collection: `contract-tests/${uid}/items`, where: [{ field: 'k\u0000ey', op: '==', value: 'v' }] },
      },
      token,
    );
    expect((byKey.json.docs as { id: string }[]).map((d) => d.id)).toEqual(['nul']);
  });

  it('orders strings holding NUL and U+0001 by code unit, as Firestore does', async () => {
    const { uid, token } = await signedIn();
    const values = ['a', 'a\u0000', 'a\u0000\u0000', 'a\u0001', 'a\u0002', 'a\u0001\u0000', 'b'];
    for (const [i, v] of values.entries())
      expect((await db({ op: 'set', path: `contract-tests/${uid}/items/o${i}`, data: { v } }, token)).status).toBe(200);
    const sorted = await db(
      {
        op: 'query',
        query: { collection: `contract-tests/${uid}/items`, orderBy: [{ field: 'v', direction: 'asc' }] },
      },
      token,
    );
    const expected = [...values].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    expect((sorted.json.docs as { data: { v: string } }[]).map((d) => d.data.v)).toEqual(expected);
  });

  it('answers a malformed auth action name with a 4xx', async () => {
    const res = await fetch(`${server.url}/api/local/auth/%E0%A4%A`, { method: 'POST', body: '{}' });
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBeGreaterThanOrEqual(400);
  });
});
