/** The backend contract against the local adapter, over HTTP to a real local server. */
import type { Backend } from '@/services/backend/types';
import { createTestBackend, startLocalServer } from '../helpers/local-server';
import type { ContractFactory, ContractUser } from './contract/env';
import { runBackendContract } from './contract/run-contract';

// The node project does not inherit the root config's timeouts; a fresh engine can take seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const PASSWORD = 'contract-password';

const localFactory: ContractFactory = async () => {
  const server = await startLocalServer({ contractScratch: true });
  const opened: { close(): void }[] = [];
  const open = () => {
    const backend = createTestBackend(server.url);
    opened.push(backend);
    return backend;
  };
  let n = 0;
  return {
    enforcesIndexes: true,
    async newUser(): Promise<ContractUser> {
      const backend = open();
      const email = `contract-${++n}-${Date.now()}@contract.test`;
      const user = await backend.auth.signUp(email, PASSWORD);
      return { backend, uid: user.uid, email: user.email };
    },
    async verifyCompany(uid) {
      await server.engine.serverDocuments.update(`companies/${uid}`, { verification: 'verified' });
    },
    async otherBrowser(user): Promise<Backend> {
      const backend = open();
      await backend.auth.signIn(user.email, PASSWORD);
      return backend;
    },
    async cleanup() {
      for (const backend of opened) backend.close();
      await server.stop();
    },
  };
};

runBackendContract('local', localFactory);
