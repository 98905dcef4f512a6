/**
 * Check-then-write trusted operations called many times at once on the local engine, in process (no HTTP request
 * queue in between): each runs in a transaction, so the same cases hold as on Firestore (tests/helpers/trusted-concurrency.ts).
 */
import type { LocalEngine } from '@/server/local/engine';
import { localTrustedServices } from '@/server/trusted/local-services';
import { openTestEngine } from '../helpers/local-server';
import { trustedConcurrencyCases } from '../helpers/trusted-concurrency';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

let engine: LocalEngine;
beforeAll(async () => {
  engine = await openTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

describe('trusted operations called at once (local engine, in process)', () => {
  trustedConcurrencyCases(() => ({ services: () => localTrustedServices(engine) }));
});
