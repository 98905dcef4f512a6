/**
 * One atomic commit: every write of a batch in one Postgres transaction. Writes apply in order to the state the
 * batch builds up; the policy then judges each against the state before the batch (`exists`, `get`) and after
 * it (`existsAfter`, `getAfter`); one refusal or failure writes nothing.
 */
import type { Database } from '../database/types';
import { BackendError } from '@/services/backend/types';
import type { WireData } from '@/services/backend/wire/wire';
import type { WireWriteOp } from '@/services/backend/wire/wire-query';
import { permissionDenied, type Policy } from '../policy/policy';
import type { Access } from '../policy/types';
import { affectedKeys, applyWrite } from './apply-write';
import { lookupOn } from './lookup';
import { parseDocPath } from './paths';
import type { Statements } from './prepared';
import { dataFromStored, toStored } from './stored-form';
import { documentSize, MAX_DOC_BYTES, validateWrites } from './validate-write';

/** Returns the paths the commit wrote (empty for an empty batch). */
export async function commitWrites(db: Database, statements: Statements, policy: Policy, access: Access, rawOps: unknown): Promise<string[]> {
  const ops = validateWrites(rawOps);
  if (ops.length === 0) return [];
  return db.transaction(async (raw) => {
    const tx = statements.on(raw);
    const now = Date.now();
    const before = new Map<string, WireData | null>();
    const after = new Map<string, WireData | null>();
    const steps: { op: WireWriteOp; resource: WireData | null; data: WireData | null; missing: boolean }[] = [];
    // One round trip for every document the batch touches (batches of 500 are common when seeding).
    const paths = [...new Set(ops.map((op) => op.path))];
    const { rows: found } = await tx.query<{ path: string; data: WireData }>(
      'SELECT path, data FROM documents WHERE path IN (SELECT jsonb_array_elements_text($1::jsonb))',
      [JSON.stringify(paths)],
    );
    for (const path of paths) before.set(path, null);
    for (const row of found) before.set(row.path, dataFromStored(row.data));
    for (const op of ops) {
      const current = after.has(op.path) ? after.get(op.path)! : before.get(op.path)!;
      const missing = op.type === 'update' && current === null;
      // A missing update target is judged by the policy first (as Firestore's rules are), then fails not-found.
      const data = missing ? applyWrite({}, op, now) : applyWrite(current, op, now);
      if (data && documentSize(op.path, data) > MAX_DOC_BYTES) {
        throw new BackendError('invalid-argument', `Document ${op.path} cannot be written because its size exceeds the maximum allowed size of 1,048,576 bytes.`);
      }
      steps.push({ op, resource: current, data, missing });
      if (!missing) after.set(op.path, data);
    }
    if (access.kind === 'client') {
      const lookup = lookupOn(tx, now);
      const afterLookup = {
        existsAfter: async (path: string) => (after.has(path) ? after.get(path) !== null : lookup.exists(path)),
        getAfter: async (path: string) => (after.has(path) ? after.get(path)! : lookup.get(path)),
      };
      for (const step of steps) {
        const kind = step.op.type === 'delete' ? 'delete' : step.resource === null && !step.missing ? 'create' : 'update';
        const allowed = await policy.allowWrite(kind, access.auth, {
          path: step.op.path,
          resource: step.resource,
          // Firestore's request.resource is null on delete; rules for delete must not read it.
          data: step.data ?? {},
          affectedKeys: affectedKeys(step.resource, step.data),
          ...lookup,
          ...afterLookup,
        });
        if (!allowed) throw permissionDenied();
      }
    }
    const missing = steps.find((s) => s.missing);
    if (missing) throw new BackendError('not-found', `No document to update: ${missing.op.path}`);
    const removed = [...after].filter(([, data]) => data === null).map(([path]) => path);
    const written = [...after].flatMap(([path, data]) => {
      if (data === null) return [];
      const doc = parseDocPath(path);
      return [{ path, collection: doc.collection, coll_group: doc.group, id: doc.id, data: toStored(data) }];
    });
    if (removed.length > 0) {
      await tx.query('DELETE FROM documents WHERE path IN (SELECT jsonb_array_elements_text($1::jsonb))', [JSON.stringify(removed)]);
    }
    if (written.length > 0) {
      await tx.query(
        `INSERT INTO documents (path, collection, coll_group, id, data, create_time, update_time)
         SELECT w.path, w.collection, w.coll_group, w.id, w.data, $2, $2
         FROM jsonb_to_recordset($1::jsonb) AS w(path text, collection text, coll_group text, id text, data jsonb)
         ON CONFLICT (path) DO UPDATE SET data = excluded.data, update_time = excluded.update_time`,
        [JSON.stringify(written), now],
      );
    }
    return [...after.keys()];
  });
}
