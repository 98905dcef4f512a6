/**
 * The local document policy's vocabulary, shaped after Firestore rules: a rule per collection and operation gets
 * `request.auth`, `request.time`, the stored `resource`, the written data after the write (`request.resource`),
 * `affectedKeys()`, and `exists()` / `get()` on other documents. Deny by default; a rule that throws denies.
 */
import type { WireData, WireValue } from '@/services/backend/wire/wire';
import type { AuthContext } from '../auth/types';

/** Who is asking: a signed-in or anonymous client (policy enforced), or trusted server code (policy bypassed). */
export type Access = { kind: 'client'; auth: AuthContext | null } | { kind: 'server' };

export const serverAccess: Access = { kind: 'server' };
export const clientAccess = (auth: AuthContext | null): Access => ({ kind: 'client', auth });

export interface RuleBase {
  auth: AuthContext | null;
  /** `request.time` in epoch ms; server timestamps in a write resolve to exactly this. */
  time: number;
  /** Wildcards of the matched pattern, e.g. `{ uid: 'abc' }` for `students/{uid}`. */
  params: Record<string, string>;
  /** State before the request (before the whole batch, for writes). */
  exists(path: string): Promise<boolean>;
  get(path: string): Promise<WireData | null>;
}

export interface ReadRequest extends RuleBase {
  path: string;
  resource: WireData | null;
}

export interface ListRequest extends RuleBase {
  collection: string;
  limit: number | undefined;
  /** The value the query pins `field` to with `==`; a list rule may only rely on what the query itself says. */
  pinned(field: string, op?: '==' | 'array-contains'): { value: WireValue } | undefined;
}

export interface WriteRequest extends RuleBase {
  path: string;
  resource: WireData | null;
  /** `request.resource.data`: the document as it would be after this write. */
  data: WireData;
  /** Top-level keys that differ between `resource` and `data`. */
  affectedKeys: Set<string>;
  /** State after the whole batch (`existsAfter` / `getAfter`). */
  existsAfter(path: string): Promise<boolean>;
  getAfter(path: string): Promise<WireData | null>;
}

type Rule<R> = (request: R) => boolean | Promise<boolean>;

export interface CollectionRules {
  get?: Rule<ReadRequest>;
  list?: Rule<ListRequest>;
  create?: Rule<WriteRequest>;
  update?: Rule<WriteRequest>;
  delete?: Rule<WriteRequest>;
}

/** One row of the policy table: a document path pattern such as `students/{uid}` and its rules. */
export interface PolicyEntry {
  match: string;
  rules: CollectionRules;
}
