/** The upload quota's operation on the local engine, in process (tests/helpers/upload-reserve-cases.ts). */
import type { LocalEngine } from '@/server/local/engine';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import { uploadReserveCases } from '../helpers/upload-reserve-cases';
import { openTestEngine } from '../helpers/local-server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let engine: LocalEngine;
beforeAll(async () => {
  engine = await openTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

describe('upload-reserve (local engine, in process)', () => {
  uploadReserveCases(() => ({ services: () => localTrustedServices(engine) }));
});
