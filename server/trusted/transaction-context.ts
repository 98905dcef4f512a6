/**
 * Runs the body of a trusted operation in one transaction of its documents: the same context, with `docs` reading
 * and writing through the transaction, so helpers written against `ctx.docs` join it unchanged. Mail and sign-in
 * changes are not transactional (and the body may run more than once): send them after it returns.
 */
import { docsInTransaction } from './transaction';
import type { TrustedContext } from './types';

export function runInTransaction<T>(ctx: TrustedContext, body: (txCtx: TrustedContext) => Promise<T>): Promise<T> {
  return ctx.docs.runTransaction((tx) => body({ ...ctx, docs: docsInTransaction(tx) }));
}
