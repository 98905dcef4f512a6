/**
 * Property: whatever a client sends to the local backend's HTTP surface, it never answers 500, a refused write
 * changes nothing, and the server process's prototypes stay as they were. The requests are random but shaped like
 * real ones (ops, paths, queries, batches) with hostile parts mixed in: prototype keys, reserved names, NUL and
 * lone surrogates, deep nesting, huge numbers, wrong types. A new random seed every run; a failure prints the seed
 * and the shrunk request (rerun with `FC_SEED=<seed>`).
 */
import fc from 'fast-check';
import { createTestBackend, startLocalServer, type LocalServer } from '../helpers/local-server';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const RUNS = Number(process.env.FC_RUNS ?? 150);
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;

let server: LocalServer;
let uid: string;
let token: string;

beforeAll(async () => {
  server = await startLocalServer({ contractScratch: true });
  const backend = createTestBackend(server.url);
  uid = (await backend.auth.signUp(`fuzz-${Date.now()}@fuzz.test`, 'fuzz-password')).uid;
  token = (await backend.auth.getIdToken())!;
});
afterAll(async () => {
  await server?.stop();
});

/** The arbitraries are built before sign-up gives the uid: they write `{UID}`, filled in when sent. */
const withUid = (text: string) => text.replaceAll('{UID}', uid);

/** JSON text built by hand, so keys such as `__proto__` reach the server as keys (JSON.stringify would drop them). */
type Json = { text: string };
const json = (text: string): Json => ({ text });
const str = (s: string) => json(JSON.stringify(s));
const obj = (entries: [string, Json][]) =>
  json(`{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v.text}`).join(',')}}`);
const arr = (items: Json[]) => json(`[${items.map((i) => i.text).join(',')}]`);

const hostileText = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  '__name__',
  '__x__',
  '',
  'a.b',
  '..',
  '\u0000',
  'x\u0000y',
  '\ud800',
  'a\udfffb',
  '$ts',
  '$fv',
  'students',
  '/',
  'a/b',
);
const key = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('a', 'b', 'n', 'name', 'tags') },
  { weight: 2, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.string({ maxLength: 6, unit: 'binary' }) },
);
const text = fc.oneof(hostileText, fc.string({ maxLength: 8 }), fc.string({ maxLength: 4, unit: 'binary' }));
const number = fc.oneof(fc.integer(), fc.constantFrom(1e21, -1, 0, 2 ** 31, 2 ** 53, 1.5, 1e308, -0));
/** URL-escapes a path segment; a lone surrogate (which encodeURIComponent refuses) goes out as its invalid UTF-8. */
const escapeSegment = (t: string) => {
  try {
    return encodeURIComponent(t);
  } catch {
    return '%ED%A0%80';
  }
};
const deep = (n: number) => json(`${'{"d":'.repeat(n)}1${'}'.repeat(n)}`);

const { value } = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(json('null')),
    fc.boolean().map((b) => json(String(b))),
    number.map((n) => json(JSON.stringify(n))),
    text.map(str),
    fc.constantFrom(20, 21, 300).map(deep),
    number.map((n) => obj([['$ts', json(JSON.stringify(n))]])),
    fc.constantFrom('increment', 'delete', 'serverTimestamp', 'arrayUnion', 'nope').map((fv) =>
      obj([
        ['$fv', str(fv)],
        ['by', json('1')],
      ]),
    ),
    fc.array(tie('value'), { maxLength: 3 }).map(arr),
    fc.array(fc.tuple(key, tie('value')), { maxLength: 3 }).map(obj),
  ),
}));

const id = fc.constantFrom('a', 'b', 'c');
const path = fc.oneof(
  { weight: 4, arbitrary: id.map((i) => `contract-tests/{UID}/items/${i}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'students/x',
      'admin/x',
      'contract-tests/{UID}/items',
      '',
      'a//b',
      `contract-tests/{UID}/items/__x__`,
    ),
  },
  { weight: 1, arbitrary: text.map((t) => `contract-tests/{UID}/items/${t}`) },
);
const pathJson = fc.oneof({ weight: 5, arbitrary: path.map(str) }, { weight: 1, arbitrary: value });
const fieldPath = fc.oneof(
  key,
  fc.tuple(key, key).map(([a, b]) => `${a}.${b}`),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const entries = (pairs: [string, Json | undefined][]) => pairs.filter((p): p is [string, Json] => p[1] !== undefined);

const data = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.tuple(fc.oneof(key, fieldPath), value), { maxLength: 4 }).map(obj) },
  { weight: 1, arbitrary: value },
);
const writeOp = fc
  .record({
    type: fc.oneof(fc.constantFrom('set', 'update', 'delete').map(str), value),
    path: pathJson,
    data: maybe(data),
    merge: maybe(value),
  })
  .map((w) =>
    obj(
      entries([
        ['type', w.type],
        ['path', w.path],
        ['data', w.data],
        ['merge', w.merge],
      ]),
    ),
  );
const filter = fc
  .record({
    field: fc.oneof(fieldPath.map(str), value),
    op: fc.oneof(
      fc.constantFrom('==', '!=', '<', '>=', 'in', 'not-in', 'array-contains', 'array-contains-any', 'like').map(str),
      value,
    ),
    value,
  })
  .map((f) =>
    obj([
      ['field', f.field],
      ['op', f.op],
      ['value', f.value],
    ]),
  );
const query = fc
  .record({
    collection: fc.oneof(
      { weight: 4, arbitrary: fc.constant(str('contract-tests/{UID}/items')) },
      { weight: 1, arbitrary: value },
    ),
    where: maybe(
      fc.oneof({ weight: 3, arbitrary: fc.array(filter, { maxLength: 4 }).map(arr) }, { weight: 1, arbitrary: value }),
    ),
    orderBy: maybe(
      fc.oneof(
        fc
          .array(
            fc.tuple(fieldPath, fc.constantFrom('asc', 'desc', 'up')).map(([f, d]) =>
              obj([
                ['field', str(f)],
                ['direction', str(d)],
              ]),
            ),
            { maxLength: 2 },
          )
          .map(arr),
        value,
      ),
    ),
    limit: maybe(
      fc.oneof(
        number.map((n) => json(JSON.stringify(n))),
        value,
      ),
    ),
    startAfter: maybe(
      fc.oneof(
        fc.tuple(id, data).map(([i, v]) =>
          obj([
            ['id', str(i)],
            ['values', v],
          ]),
        ),
        value,
      ),
    ),
  })
  .map((q) =>
    obj(
      entries([
        ['collection', q.collection],
        ['where', q.where],
        ['orderBy', q.orderBy],
        ['limit', q.limit],
        ['startAfter', q.startAfter],
      ]),
    ),
  );

const request = fc.oneof(
  fc.record({ op: fc.constantFrom('set', 'update'), path: pathJson, data, merge: maybe(value) }).map((r) =>
    obj(
      entries([
        ['op', str(r.op)],
        ['path', r.path],
        ['data', r.data],
        ['merge', r.merge],
      ]),
    ),
  ),
  fc.record({ op: fc.constantFrom('get', 'delete'), path: pathJson }).map((r) =>
    obj([
      ['op', str(r.op)],
      ['path', r.path],
    ]),
  ),
  fc.array(writeOp, { maxLength: 4 }).map((ops) =>
    obj([
      ['op', str('batch')],
      ['ops', arr(ops)],
    ]),
  ),
  fc.tuple(fc.constantFrom('query', 'count'), query).map(([op, q]) =>
    obj([
      ['op', str(op)],
      ['query', q],
    ]),
  ),
  fc
    .record({ op: fc.constantFrom('listen', 'unlisten', 'renew'), channel: value, sub: value, target: value })
    .map((r) =>
      obj([
        ['op', str(r.op)],
        ['channel', r.channel],
        ['sub', r.sub],
        ['target', r.target],
      ]),
    ),
  value.map((v) => obj([['op', v]])),
  value,
);

const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype, String.prototype];
const shapeOfPrototypes = () => PROTOTYPES.map((p) => Object.getOwnPropertyNames(p).sort().join(','));

async function scratchState(): Promise<string> {
  const { rows } = await server.engine.db.query<{ path: string; data: unknown }>(
    'SELECT path, data FROM documents WHERE collection = $1 ORDER BY path',
    [`contract-tests/${uid}/items`],
  );
  return JSON.stringify(rows);
}

async function send(route: string, body: string, method = 'POST', contentType = 'application/json') {
  const res = await fetch(`${server.url}${route}`, {
    method,
    headers: { 'Content-Type': contentType, Authorization: `Bearer ${token}` },
    body,
  });
  const answer = await res.text();
  return { status: res.status, answer };
}

describe('the local HTTP surface under random hostile requests', () => {
  const prototypesBefore = shapeOfPrototypes();

  it('database requests: never a 500, a refused write changes nothing, prototypes untouched', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (body) => {
        const before = await scratchState();
        const { status, answer } = await send('/api/local/db', withUid(body.text));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(status, `answered ${answer}`).not.toBe(500);
        if (status !== 200) expect(await scratchState()).toBe(before);
        expect(shapeOfPrototypes()).toEqual(prototypesBefore);
      }),
      { numRuns: RUNS, seed },
    );
    // The mix reaches both sides: requests that succeed and requests that are refused as malformed.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    console.log(`[fuzz] ${RUNS} database requests by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
  });

  it('auth and file requests: never a 500, prototypes untouched', async () => {
    const action = fc.oneof(
      fc.constantFrom(
        'signIn',
        'signUp',
        'refresh',
        'sendPasswordReset',
        'applyActionCode',
        'confirmPasswordReset',
        'reauthenticate',
        'updatePassword',
        'verifyBeforeUpdateEmail',
        'constructor',
        '__proto__',
        '%E0%A4%A',
        'x/y',
      ),
      fc.string({ maxLength: 6 }).map(encodeURIComponent),
    );
    const filePath = fc.oneof(
      fc.constantFrom(
        `talents/{UID}/profile/cv.pdf`,
        `talents/{UID}/profile/cv.pdf/inner.pdf`,
        `companies/{UID}/a.png`,
        `conversations/{UID}_other/{UID}/a.png`,
        `uploadedFiles/{UID}/a.png`,
        'talents/other/profile/a.png',
        '%E0%A4%A',
        '..%2F..%2Fetc',
        '__proto__/x',
      ),
      text.map((t) => `talents/{UID}/profile/${escapeSegment(t)}`),
    );
    const authRequest = fc.tuple(action, value).map(([a, v]) => ({
      route: `/api/local/auth/${a}`,
      body: v.text,
      method: 'POST',
      contentType: 'application/json',
    }));
    const fileRequest = fc
      .tuple(
        filePath,
        fc.constantFrom('PUT', 'GET', 'DELETE'),
        fc.constantFrom('application/pdf', 'image/png', 'image/jpeg', 'text/html', ''),
        fc.constantFrom('%PDF-1.4 x', '\u0089PNG\r\n\u001a\n', 'MZ\u0090\u0000', ''),
      )
      .map(([p, method, contentType, bytes]) => ({
        route: `/api/local/files/${p}`,
        body: method === 'PUT' ? bytes : undefined,
        method,
        contentType,
      }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(authRequest, fileRequest), async (r) => {
        const res = await fetch(`${server.url}${withUid(r.route)}`, {
          method: r.method,
          headers: { 'Content-Type': r.contentType, Authorization: `Bearer ${token}` },
          body: r.body,
        });
        const answer = await res.text();
        expect(res.status, `${r.method} ${r.route} answered ${answer}`).not.toBe(500);
        expect(shapeOfPrototypes()).toEqual(prototypesBefore);
      }),
      { numRuns: Math.ceil(RUNS / 2), seed },
    );
  });
});
