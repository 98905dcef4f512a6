/**
 * Every trusted operation a client may call, by the name in its route (`POST /api/trusted/<name>`). A name not
 * listed here answers 404, so adding an operation is one line here plus its module.
 */
import { announcementCreate, announcementSend } from './announcements';
import { conversationReport, reportResolve } from './conversation-report';
import { conversationUpdate } from './conversation-update';
import { adminDashboard } from './admin-dashboard';
import { declineCompany, verifyCompany } from './company-review';
import { cancelRsvp } from './cancel-rsvp';
import { eventCancelledNotify } from './event-notices';
import { assessmentImport, assessmentQuestionSave, assessmentSave, assessmentSetStatus } from './assessment-admin';
import { assessmentAnswer, assessmentFocusLoss, assessmentShowScore, assessmentStart, assessmentSubmit } from './assessment-attempts';
import { deleteAccount } from './delete-account';
import { messageSend } from './message-send';
import { applicationNotify, notificationsRead } from './notification-ops';
import { responseStats } from './response-stats';
import { revokeSkill } from './revoke-skill';
import { restoreAccount, suspendAccount } from './suspension';
import type { TrustedOperation } from './types';

export const TRUSTED_OPERATIONS: Readonly<Record<string, TrustedOperation>> = Object.freeze({
  'cancel-rsvp': cancelRsvp,
  'event-cancelled-notify': eventCancelledNotify,
  'delete-account': deleteAccount,
  'response-stats': responseStats,
  // Messaging and notifications
  'message-send': messageSend,
  'conversation-update': conversationUpdate,
  'conversation-report': conversationReport,
  'report-resolve': reportResolve,
  'notifications-read': notificationsRead,
  'application-notify': applicationNotify,
  'announcement-create': announcementCreate,
  'announcement-send': announcementSend,
  'verify-company': verifyCompany,
  'decline-company': declineCompany,
  'suspend-account': suspendAccount,
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
});

export function findTrustedOperation(name: string, operations = TRUSTED_OPERATIONS): TrustedOperation | null {
  return Object.hasOwn(operations, name) ? operations[name] : null;
}
