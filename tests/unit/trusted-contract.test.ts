/**
 * The trusted operations' contract and the server's registry name the same operations, and the route serves an
 * operation only with a schema to check its input against.
 */
import { z } from 'zod/mini';
import {
  findOpenOperation,
  findTrustedOperation,
  OPEN_OPERATIONS,
  TRUSTED_OPERATIONS,
} from '@/server/trusted/registry';
import type { TrustedContext } from '@/server/trusted/types';
import { TRUSTED_OPS } from '@/services/backend/trusted-ops';

describe('the trusted-operation contract', () => {
  it('has an entry for every operation of the registry, and the registry an operation for every entry', () => {
    const served = [...Object.keys(TRUSTED_OPERATIONS), ...Object.keys(OPEN_OPERATIONS)];
    expect(served.sort()).toEqual(Object.keys(TRUSTED_OPS).sort());
    for (const name of Object.keys(TRUSTED_OPERATIONS)) expect(findTrustedOperation(name), name).not.toBeNull();
    for (const name of Object.keys(OPEN_OPERATIONS)) expect(findOpenOperation(name), name).not.toBeNull();
  });

  it('serves an operation taken without an ID token only as such, and no other that way', () => {
    for (const name of Object.keys(OPEN_OPERATIONS)) expect(findTrustedOperation(name), name).toBeNull();
    for (const name of Object.keys(TRUSTED_OPERATIONS)) expect(findOpenOperation(name), name).toBeNull();
  });

  it('serves no name that lacks either an operation or a schema', () => {
    const run = async () => ({ ok: true });
    expect(findTrustedOperation('echo', { operations: { echo: run }, inputs: {} })).toBeNull();
    expect(findTrustedOperation('echo', { operations: {}, inputs: { echo: { input: z.unknown() } } })).toBeNull();
    expect(findTrustedOperation('toString')).toBeNull();
  });

  it('checks the payload against the schema before the operation sees it', async () => {
    const seen: unknown[] = [];
    const served = findTrustedOperation('count', {
      operations: { count: async (_ctx, input: { n: number }) => seen.push(input) },
      inputs: { count: { input: z.strictObject({ n: z.number() }) } },
    })!;
    const ctx = {} as TrustedContext;
    await expect(served(ctx, { n: 'one' })).rejects.toMatchObject({ code: 'invalid-argument', field: 'n' });
    await expect(served(ctx, null)).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(seen).toEqual([]);
    await served(ctx, { n: 1 });
    expect(seen).toEqual([{ n: 1 }]);
  });
});
