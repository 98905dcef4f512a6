/**
 * The back office's actions, each a trusted operation that checks the caller is an administrator and
 * writes the audit log: verify or decline a company, suspend or restore a talent or company (a company also from
 * the trust queue, warning the talents it wrote to), revoke a verified skill. Reasons are validated here too, so a bad one fails before the round trip.
 */
import { getBackend } from '../backend/backend';
import type { TrustedInput, TrustedOpName } from '../backend/trusted-ops';
import { isDocId } from '../schemas/doc-id';
import { ValidationError } from '../errors';
import type { AuditTarget } from '../schemas/audit';
import { validateLazily } from '../schemas/validate-lazily';

const ADMIN_OPERATIONS = {
  verifyCompany: 'verify-company',
  declineCompany: 'decline-company',
  suspend: 'suspend-account',
  trustSuspend: 'trust-suspend',
  restore: 'restore-account',
  revokeSkill: 'revoke-skill',
} as const;

const reason = (value: string) =>
  validateLazily(
    import('../schemas/audit-reason').then((m) => m.reasonSchema),
    value,
  );
const id = (value: string) => {
  if (!isDocId(value)) throw new ValidationError([{ field: 'id', message: 'Invalid id' }]);
  return value;
};

async function call<N extends TrustedOpName>(name: N, input: TrustedInput<N>) {
  const backend = await getBackend();
  return backend.callTrusted(name, input);
}

/** Verifies the company and puts its jobs awaiting review live; answers how many went live. */
export const verifyCompany = async (companyId: string) =>
  call(ADMIN_OPERATIONS.verifyCompany, { companyId: id(companyId) });

export const declineCompany = async (companyId: string, why: string) =>
  call(ADMIN_OPERATIONS.declineCompany, { companyId: id(companyId), reason: await reason(why) });

/** Answers how many applications were withdrawn (talent) or jobs closed (company). */
export const suspendAccount = async (targetType: AuditTarget, targetId: string, why: string) =>
  call(ADMIN_OPERATIONS.suspend, { targetType, id: id(targetId), reason: await reason(why) });

/** Suspends a company from the trust queue and warns the talents it wrote to; answers how many were warned. */
export const trustSuspend = async (companyId: string, why: string) =>
  call(ADMIN_OPERATIONS.trustSuspend, { companyId: id(companyId), reason: await reason(why) });

export const restoreAccount = async (targetType: AuditTarget, targetId: string) =>
  call(ADMIN_OPERATIONS.restore, { targetType, id: id(targetId) });

export const revokeSkill = async (talentId: string, skill: string, why: string) =>
  call(ADMIN_OPERATIONS.revokeSkill, { talentId: id(talentId), skill, reason: await reason(why) });
