/** The back office's trusted operations: company review, suspension, skill revocation, the dashboard. */
import { z } from 'zod/mini';
import { AUDIT_TARGETS } from '../../schemas/audit';
import { reasonSchema } from '../../schemas/audit-reason';
import type { DashboardData } from '../../schemas/dashboard';
import { idSchema } from '../../schemas/common';
import { trustedOp } from './define';

export interface VerifyCompanyResult {
  /** Jobs that went live (they were awaiting review). */
  published: number;
}

export interface SuspendResult {
  /** Applications withdrawn (talent) or jobs closed (company). */
  closed: number;
}

export interface TrustSuspendResult extends SuspendResult {
  /** Talents the company wrote to who were warned. */
  warned: number;
  /** More talents than one suspension warns (TRUST_WARN_MAX): the newest conversations' were warned. */
  more: boolean;
}

type Ok = { ok: true };

export const BACKOFFICE_OPS = {
  'verify-company': trustedOp(z.strictObject({ companyId: idSchema })).returns<VerifyCompanyResult>(),
  'decline-company': trustedOp(z.strictObject({ companyId: idSchema, reason: reasonSchema })).returns<Ok>(),
  'suspend-account': trustedOp(
    z.strictObject({ targetType: z.enum(AUDIT_TARGETS), id: idSchema, reason: reasonSchema }),
  ).returns<SuspendResult>(),
  'trust-suspend': trustedOp(
    z.strictObject({ companyId: idSchema, reason: reasonSchema }),
  ).returns<TrustSuspendResult>(),
  'restore-account': trustedOp(
    z.strictObject({ targetType: z.enum(AUDIT_TARGETS), id: idSchema, reason: z.optional(reasonSchema) }),
  ).returns<Ok>(),
  'revoke-skill': trustedOp(
    z.strictObject({
      talentId: idSchema,
      skill: z.string().check(z.minLength(1), z.maxLength(60)),
      reason: reasonSchema,
    }),
  ).returns<Ok>(),
  'admin-dashboard': trustedOp(z.strictObject({})).returns<DashboardData>(),
};
