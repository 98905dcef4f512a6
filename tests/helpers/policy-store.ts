/**
 * A document store on a test engine's database under a purpose-built policy table, for suites about the engine's
 * mechanics rather than the product's rules: `admin` writes with trusted access, `user` as one signed-in client.
 */
import path from 'node:path';
import type { AuthContext } from '@/server/local/auth/types';
import { createIndexCatalog } from '@/server/local/documents/indexes';
import { createServerDocuments } from '@/server/local/documents/server-documents';
import { createDocumentStore } from '@/server/local/documents/store';
import type { LocalEngine } from '@/server/local/engine';
import { createPolicy } from '@/server/local/policy/policy';
import { clientAccess, type PolicyEntry } from '@/server/local/policy/types';
import { createRealtimeHub } from '@/server/local/realtime/hub';
import type { Documents } from '@/services/backend/types';

export function storeWithPolicy(
  engine: LocalEngine,
  table: PolicyEntry[],
  client: AuthContext,
): { admin: Documents; user: Documents } {
  const store = createDocumentStore({
    db: engine.db,
    indexes: createIndexCatalog(path.join(process.cwd(), 'firestore.indexes.json')),
    policy: createPolicy(table),
  });
  const hub = createRealtimeHub(store);
  return { admin: createServerDocuments(store, hub), user: createServerDocuments(store, hub, clientAccess(client)) };
}
