/**
 * Every trusted operation a client may call, by the name in its route (`POST /api/trusted/<name>`): exactly the
 * names of the contract (services/backend/trusted-ops.ts), each implemented with the contract's input and result.
 * A name not listed answers 404, so adding an operation is its contract entry, its module and one line here.
 */
import type { z } from 'zod/mini';
import { validateInput } from '@/services/schemas/common';
import { TRUSTED_OPS, type OpenOpName, type TrustedOpName } from '@/services/backend/trusted-ops';
import { announcementCreate, announcementSend } from './announcements';
import { applicationApply } from './application-apply';
import { applicationWithdraw } from './application-withdraw';
import { applicationsMove } from './applications-move';
import { jobFill } from './job-fill';
import { conversationReport, reportResolve } from './conversation-report';
import { conversationUpdate } from './conversation-update';
import { adminDashboard } from './admin-dashboard';
import { declineCompany, verifyCompany } from './company-review';
import {
  companyInvite,
  companyInviteAccept,
  companyInviteRevoke,
  companyMemberRemove,
  companyOwnerTransfer,
} from './company-team';
import { cancelRsvp } from './cancel-rsvp';
import { careerSave } from './career-save';
import { rsvpEvent } from './rsvp-event';
import { eventCancelledNotify } from './event-notices';
import { assessmentImport, assessmentQuestionSave, assessmentSave, assessmentSetStatus } from './assessment-admin';
import {
  assessmentAnswer,
  assessmentFocusLoss,
  assessmentShowScore,
  assessmentStart,
  assessmentSubmit,
} from './assessment-attempts';
import { deleteAccount } from './delete-account';
import { dataExport } from './data-export/build';
import { deviceSeen, deviceSignOut, devicesSignOutAll } from './devices';
import { interviewCancel, interviewChoose, interviewPropose } from './interview-steps';
import { messageSend } from './message-send';
import { notificationsRead } from './notification-ops';
import { responseStats } from './response-stats';
import { revokeSkill } from './revoke-skill';
import { secondFactorCodes, secondFactorRecover } from './second-factor';
import { companySecondFactor } from './company-second-factor';
import { restoreAccount, suspendAccount } from './suspension';
import { trustSuspend } from './trust-suspend';
import { uploadReserve } from './upload-reserve';
import type {
  AnyOpenOperation,
  AnyTrustedOperation,
  OpenContext,
  OpenOperation,
  TrustedContext,
  TrustedOperation,
} from './types';

export const TRUSTED_OPERATIONS: { readonly [N in Exclude<TrustedOpName, OpenOpName>]: TrustedOperation<N> } =
  Object.freeze({
    'rsvp-event': rsvpEvent,
    'cancel-rsvp': cancelRsvp,
    'event-cancelled-notify': eventCancelledNotify,
    'delete-account': deleteAccount,
    'response-stats': responseStats,
    'career-save': careerSave,
    'data-export': dataExport,
    'message-send': messageSend,
    'conversation-update': conversationUpdate,
    'conversation-report': conversationReport,
    'report-resolve': reportResolve,
    'notifications-read': notificationsRead,
    'announcement-create': announcementCreate,
    'announcement-send': announcementSend,
    'verify-company': verifyCompany,
    'decline-company': declineCompany,
    'suspend-account': suspendAccount,
    'trust-suspend': trustSuspend,
    'restore-account': restoreAccount,
    'revoke-skill': revokeSkill,
    'admin-dashboard': adminDashboard,
    'assessment-start': assessmentStart,
    'assessment-answer': assessmentAnswer,
    'assessment-focus-loss': assessmentFocusLoss,
    'assessment-submit': assessmentSubmit,
    'assessment-show-score': assessmentShowScore,
    'assessment-save': assessmentSave,
    'assessment-set-status': assessmentSetStatus,
    'assessment-question-save': assessmentQuestionSave,
    'assessment-import': assessmentImport,
    'application-apply': applicationApply,
    'application-withdraw': applicationWithdraw,
    'applications-move': applicationsMove,
    'job-fill': jobFill,
    'company-invite': companyInvite,
    'company-invite-revoke': companyInviteRevoke,
    'company-invite-accept': companyInviteAccept,
    'company-member-remove': companyMemberRemove,
    'company-owner-transfer': companyOwnerTransfer,
    'interview-propose': interviewPropose,
    'interview-choose': interviewChoose,
    'interview-cancel': interviewCancel,
    'upload-reserve': uploadReserve,
    'second-factor-codes': secondFactorCodes,
    'company-second-factor': companySecondFactor,
    'device-seen': deviceSeen,
    'device-sign-out': deviceSignOut,
    'devices-sign-out-all': devicesSignOutAll,
  });

/** Served without an ID token: their callers are signing in. */
export const OPEN_OPERATIONS: { readonly [N in OpenOpName]: OpenOperation<N> } = Object.freeze({
  'second-factor-recover': secondFactorRecover,
});

/** What the route serves: operations by name and the schemas their input is validated with (tests add their own). */
export interface TrustedRoutes {
  operations: Readonly<Record<string, AnyTrustedOperation>>;
  inputs: Readonly<Record<string, { readonly input: z.ZodMiniType }>>;
  /** Operations taken without an ID token, given an OpenContext instead of a caller. */
  open?: Readonly<Record<string, AnyOpenOperation>>;
}

export const PRODUCT_ROUTES: TrustedRoutes = {
  operations: TRUSTED_OPERATIONS,
  inputs: TRUSTED_OPS,
  open: OPEN_OPERATIONS,
};

export type ServedOperation = (ctx: TrustedContext, payload: unknown) => Promise<unknown>;
export type ServedOpenOperation = (ctx: OpenContext, payload: unknown) => Promise<unknown>;

/**
 * The named operation behind its input check, or null when the name is not served (a name needs both an operation
 * and a schema). A malformed payload is refused (invalid-argument, naming the field) before the operation reads
 * anything.
 */
export function findTrustedOperation(name: string, routes: TrustedRoutes = PRODUCT_ROUTES): ServedOperation | null {
  if (!Object.hasOwn(routes.operations, name) || !Object.hasOwn(routes.inputs, name)) return null;
  const operation = routes.operations[name];
  const schema = routes.inputs[name].input;
  return async (ctx, payload) => operation(ctx, validateInput(schema, payload) as never);
}

/** The same for an operation served without an ID token. */
export function findOpenOperation(name: string, routes: TrustedRoutes = PRODUCT_ROUTES): ServedOpenOperation | null {
  if (!routes.open || !Object.hasOwn(routes.open, name) || !Object.hasOwn(routes.inputs, name)) return null;
  const operation = routes.open[name];
  const schema = routes.inputs[name].input;
  return async (ctx, payload) => operation(ctx, validateInput(schema, payload) as never);
}
