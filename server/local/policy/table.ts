/**
 * The document policy table: one row per document path pattern. A path no row matches is denied, and
 * subcollections match only their own rows (nothing is inherited). Later collections add a row here.
 */
import { adminRules } from './rules/admin';
import { applicationRules } from './rules/applications';
import { applicantNoteRules, applicantRatingRules, jobRatingRules } from './rules/applicant-notes';
import { auditLogRules } from './rules/audit-log';
import { assessmentQuestionRules, assessmentRules, talentAssessmentRules } from './rules/assessments';
import { companyRules } from './rules/companies';
import { companyInviteRules, companyMemberRules } from './rules/company-members';
import { unlessCallerDeleted } from './rules/deleted-accounts';
import { companyAccountRules } from './rules/company-accounts';
import { deviceRules } from './rules/devices';
import { eventPrivateRules, eventRules, rsvpRules } from './rules/events';
import { interviewRules } from './rules/interviews';
import { jobRules } from './rules/jobs';
import { notificationSettingRules } from './rules/notification-settings';
import {
  adminQueueRules,
  conversationMessageRules,
  conversationRules,
  inboxRules,
  messageWarningRules,
  notificationRules,
} from './rules/messaging';
import { prioritySignalRules } from './rules/priority-signals';
import { resourceRules } from './rules/resources';
import { savedJobRules } from './rules/saved-jobs';
import { savedSearchRules } from './rules/saved-searches';
import { talentRules } from './rules/students';
import { talentCardRules } from './rules/talent-cards';
import type { PolicyEntry } from './types';

export const POLICY: PolicyEntry[] = [
  { match: 'students/{uid}', rules: unlessCallerDeleted(talentRules) },
  { match: 'talentCards/{uid}', rules: unlessCallerDeleted(talentCardRules) },
  { match: 'companies/{uid}', rules: unlessCallerDeleted(companyRules) },
  { match: 'companyAccounts/{uid}', rules: unlessCallerDeleted(companyAccountRules) },
  { match: 'admin/{uid}', rules: adminRules },
  { match: 'jobs/{jobId}', rules: unlessCallerDeleted(jobRules) },
  { match: 'applications/{appId}', rules: unlessCallerDeleted(applicationRules) },
  { match: 'resources/{id}', rules: resourceRules },
  { match: 'events/{eventId}', rules: eventRules },
  { match: 'events/{eventId}/rsvps/{uid}', rules: rsvpRules },
  { match: 'events/{eventId}/private/{docId}', rules: eventPrivateRules },
  // Messaging and notifications
  { match: 'conversations/{convId}', rules: conversationRules },
  { match: 'conversations/{convId}/messages/{messageId}', rules: conversationMessageRules },
  { match: 'conversations/{convId}/warnings/{talentUid}', rules: messageWarningRules },
  { match: 'inboxes/{uid}', rules: inboxRules },
  { match: 'notifications/{id}', rules: notificationRules },
  { match: 'reports/{id}', rules: adminQueueRules },
  { match: 'announcements/{id}', rules: adminQueueRules },
  { match: 'trustQueue/{id}', rules: adminQueueRules },
  { match: 'auditLog/{entryId}', rules: auditLogRules },
  { match: 'devices/{deviceId}', rules: deviceRules },
  { match: 'prioritySignals/{signalsId}', rules: prioritySignalRules },
  { match: 'assessments/{assessmentId}', rules: assessmentRules },
  { match: 'assessments/{assessmentId}/questions/{questionId}', rules: assessmentQuestionRules },
  { match: 'assessmentAttempts/{attemptId}', rules: talentAssessmentRules },
  { match: 'assessmentProgress/{progressId}', rules: talentAssessmentRules },
  { match: 'savedJobs/{savedId}', rules: unlessCallerDeleted(savedJobRules, ['create', 'update', 'delete']) },
  // A company's private notes and ratings on its applicants
  { match: 'applicantNotes/{noteId}', rules: unlessCallerDeleted(applicantNoteRules, ['create', 'update', 'delete']) },
  { match: 'applicantRatings/{ratingId}', rules: unlessCallerDeleted(applicantRatingRules) },
  { match: 'jobRatings/{jobId}', rules: jobRatingRules },
  { match: 'savedSearches/{searchId}', rules: unlessCallerDeleted(savedSearchRules, ['create', 'update', 'delete']) },
  { match: 'notificationSettings/{uid}', rules: unlessCallerDeleted(notificationSettingRules) },
  // A company's team: who works for which company, and the invitations to join
  { match: 'companyMembers/{uid}', rules: unlessCallerDeleted(companyMemberRules, ['create']) },
  { match: 'companyInvites/{inviteId}', rules: companyInviteRules },
  // Interviews between a company and its applicant
  { match: 'interviews/{applicationId}', rules: unlessCallerDeleted(interviewRules) },
];
