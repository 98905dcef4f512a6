/** Runs the whole backend contract against one adapter. */
import { crudContract } from './crud-contract';
import type { ContractEnv, ContractFactory } from './env';
import { queriesContract } from './queries-contract';
import { readsContract } from './reads-contract';
import { realtimeContract } from './realtime-contract';
import { writesContract } from './writes-contract';

export function runBackendContract(adapter: string, factory: ContractFactory) {
  describe(`backend contract: ${adapter}`, () => {
    let env: ContractEnv | undefined;
    beforeAll(async () => {
      env = await factory();
    });
    afterAll(async () => {
      await env?.cleanup();
    });
    const current = () => {
      if (!env) throw new Error('The contract environment failed to start.');
      return env;
    };
    crudContract(current);
    writesContract(current);
    queriesContract(current);
    realtimeContract(current);
    readsContract(current);
  });
}
