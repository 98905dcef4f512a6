/**
 * The backend contract suite's scratch collection, `contract-tests/{uid}/items/{id}` (tests/backend/contract): only
 * its owner reads or writes it. Test scaffolding, so neither the deployed firestore.rules nor the local backend's
 * policy table carries it; the suites that write there add it to the rules or the policy they load.
 */
import { isUser } from '@/server/local/policy/helpers';
import { POLICY } from '@/server/local/policy/table';
import type { ListRequest, PolicyEntry, ReadRequest } from '@/server/local/policy/types';

const owner = (r: ReadRequest | ListRequest) => isUser(r, r.params.uid);

/** The local policy table with the scratch collection added. */
export const POLICY_WITH_CONTRACT_SCRATCH: PolicyEntry[] = [
  ...POLICY,
  {
    match: 'contract-tests/{uid}/items/{id}',
    rules: { get: owner, list: owner, create: owner, update: owner, delete: owner },
  },
  // The differential test's per-group collections (named like the real ones, so their declared indexes apply).
  {
    match: 'contract-tests/{uid}/{group}/{id}',
    rules: { get: owner, list: owner, create: owner, update: owner, delete: owner },
  },
];

const SCRATCH_RULES = `
    // Test scaffolding (tests/helpers/contract-scratch.ts): the contract suite's scratch documents, owner only.
    match /contract-tests/{uid}/items/{id} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
    match /contract-tests/{uid}/{group}/{id} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
`;

/** firestore.rules with the scratch collection added inside its documents block. */
export function rulesWithContractScratch(rules: string): string {
  const anchor = 'match /databases/{database}/documents {';
  const at = rules.indexOf(anchor);
  if (at < 0) throw new Error('firestore.rules has no documents block to add the contract scratch collection to');
  const end = at + anchor.length;
  return rules.slice(0, end) + SCRATCH_RULES + rules.slice(end);
}
