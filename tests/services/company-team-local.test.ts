/** A company's team through its trusted operations on the local engine, in process (tests/helpers/company-team-cases.ts). */
import type { LocalEngine } from '@/server/local/engine';
import { localTrustedServices } from '@/server/trusted/local-services';
import { companyTeamCases } from '../helpers/company-team-cases';
import { openTestEngine } from '../helpers/local-server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let engine: LocalEngine;
beforeAll(async () => {
  engine = await openTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

describe('company teams (local engine, in process)', () => {
  companyTeamCases(() => ({ services: () => localTrustedServices(engine) }));
});
