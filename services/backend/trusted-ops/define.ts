/**
 * How one trusted operation is written down in the contract: its input schema (what the route validates, what the
 * client may send) and its result type (what the client gets back). The result exists only as a type, so the
 * contract costs the browser nothing: clients import it with `import type`.
 */
import type { z } from 'zod/mini';

export interface TrustedOpContract<S extends z.ZodMiniType = z.ZodMiniType, R = unknown> {
  readonly input: S;
  /** Never set: carries the result type. */
  readonly result?: R;
}

/** `trustedOp(schema).returns<Result>()`: the result is named separately because a schema cannot infer it. */
export function trustedOp<S extends z.ZodMiniType>(input: S) {
  return { returns: <R>(): TrustedOpContract<S, R> => ({ input }) };
}

export type ContractInput<C> = C extends TrustedOpContract<infer S> ? z.input<S> : never;
export type ContractParsed<C> = C extends TrustedOpContract<infer S> ? z.output<S> : never;
export type ContractResult<C> = C extends TrustedOpContract<z.ZodMiniType, infer R> ? R : never;
