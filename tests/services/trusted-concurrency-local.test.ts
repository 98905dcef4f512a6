/**
 * Check-then-write trusted operations called many times at once on the local engine, in process (no HTTP request
 * queue in between): each runs in a transaction, so the same cases hold as on Firestore (tests/helpers/trusted-concurrency.ts).
 * Also the bulk move's all-or-nothing cases and its reads and writes for 50 applicants (tests/helpers/bulk-move-cases.ts).
 */
import type { LocalEngine } from '@/server/local/engine';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import { openTestEngine } from '../helpers/local-server';
import { trustedConcurrencyCases } from '../helpers/trusted-concurrency';
import { bulkMoveCases } from '../helpers/bulk-move-cases';

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

describe('applications-move, all or nothing (local engine, in process)', () => {
  bulkMoveCases(() => ({ services: () => localTrustedServices(engine), engine: 'local engine' }));
});
