/**
 * The trusted bulk move on the local engine, in process (tests/helpers/bulk-move-cases.ts): all or nothing, the
 * caller's and the job's checks, and the reads and writes of moving 50 applicants.
 */
import type { LocalEngine } from '@/server/local/engine';
import { localTrustedServices } from '@/server/trusted/local-services';
import { openTestEngine } from '../helpers/local-server';
import { bulkMoveCases } from '../helpers/bulk-move-cases';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

let engine: LocalEngine;
beforeAll(async () => {
  engine = await openTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

describe('applications-move (local engine)', () => {
  bulkMoveCases(() => ({ services: () => localTrustedServices(engine), engine: 'local engine' }));
});
