/**
 * The one contract of the trusted operations (`POST /api/trusted/<name>`): for each name, the input schema the
 * route validates with and the result the client gets. The client's `callTrusted` is typed from it, the server's
 * registry must implement exactly it, so a renamed, missing or reshaped operation fails the type check on both
 * sides. Clients import it with `import type` only: the schemas stay on the server.
 */
import { ACCOUNT_OPS } from './trusted-ops/account';
import { APPLICATION_OPS } from './trusted-ops/applications';
import { ASSESSMENT_OPS } from './trusted-ops/assessments';
import { BACKOFFICE_OPS } from './trusted-ops/backoffice';
import { COMPANY_TEAM_OPS } from './trusted-ops/company-team';
import { DEVICE_OPS } from './trusted-ops/devices';
import type { ContractInput, ContractResult } from './trusted-ops/define';
import { EVENT_OPS } from './trusted-ops/events';
import { FILE_OPS } from './trusted-ops/files';
import { MESSAGING_OPS } from './trusted-ops/messaging';
import { OPEN_OPS, SECOND_FACTOR_OPS } from './trusted-ops/second-factor';

export const TRUSTED_OPS = Object.freeze({
  ...ACCOUNT_OPS,
  ...EVENT_OPS,
  ...MESSAGING_OPS,
  ...BACKOFFICE_OPS,
  ...ASSESSMENT_OPS,
  ...APPLICATION_OPS,
  ...COMPANY_TEAM_OPS,
  ...FILE_OPS,
  ...SECOND_FACTOR_OPS,
  ...DEVICE_OPS,
  ...OPEN_OPS,
});

/** The names the route serves without an ID token (the caller is signing in). */
export type OpenOpName = keyof typeof OPEN_OPS;

export type TrustedOps = typeof TRUSTED_OPS;
export type TrustedOpName = keyof TrustedOps;
/** What a client sends. */
export type TrustedInput<N extends TrustedOpName> = ContractInput<TrustedOps[N]>;

/** A client call typed by a contract (the type-level tests pass a reshaped one). */
export type CallTrustedOf<Ops> = <N extends keyof Ops>(
  name: N,
  input: ContractInput<Ops[N]>,
) => Promise<ContractResult<Ops[N]>>;
/** The port's call, typed by the contract. */
export type CallTrusted = CallTrustedOf<TrustedOps>;
