/**
 * The back office's audit log: one entry per administrative action and per step of an application (applying,
 * withdrawing, moves, interview steps, each written by its trusted operation), shared by the server and the screens. Without
 * zod, so the screens that only list entries never load it; the reason's schema is in ./audit-reason.ts.
 */

export const AUDIT_LOG = 'auditLog';
export const auditEntryPath = (id: string) => `${AUDIT_LOG}/${id}`;

export const AUDIT_ACTIONS = [
  'verify-company',
  'decline-company',
  'suspend',
  'restore',
  'revoke-skill',
  'move-application',
  'apply',
  'withdraw-application',
  'propose-interview',
  'choose-interview-time',
  'cancel-interview',
  'fill-job',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGETS = ['talent', 'company'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'verify-company': 'Verified the company',
  'decline-company': 'Declined the company',
  suspend: 'Suspended the account',
  restore: 'Restored the account',
  'revoke-skill': 'Revoked a verified skill',
  'move-application': 'Moved an application',
  apply: 'Applied to a job',
  'withdraw-application': 'Withdrew an application',
  'propose-interview': 'Proposed interview times',
  'choose-interview-time': 'Picked an interview time',
  'cancel-interview': 'Cancelled an interview',
  'fill-job': 'Marked a job filled',
};

export interface AuditEntry {
  id: string;
  actorId: string;
  actorName: string;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string;
  targetName: string;
  /** Why (required for declining, suspending and revoking). */
  reason?: string;
  /** What the action was about beyond its target, e.g. the revoked skill. */
  detail?: string;
  /** Epoch ms. */
  at: number;
}

/** A reason an administrator gives: what the talent or company is told. */
export const REASON_MAX = 500;
