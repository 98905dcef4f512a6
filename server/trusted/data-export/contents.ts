/**
 * What a download of one's data holds, by role: the sections of data.json, each named after the collection it comes
 * from. docs/data-model.md ("Download my data") lists the same per role and says why every other collection is left
 * out; tests/backend/data-export-contents.test.ts holds the two together.
 */
export type ExportRole = 'talent' | 'company';

export const EXPORT_CONTENTS: Readonly<Record<ExportRole, readonly string[]>> = {
  talent: [
    'students',
    'talentCards',
    'applications',
    'interviews',
    'conversations',
    'notifications',
    'inboxes',
    'assessmentAttempts',
    'assessmentProgress',
    'savedJobs',
    'savedSearches',
    'notificationSettings',
    'rsvps',
    'reports',
    'uploadQuotas',
    'signInHistory',
  ],
  company: [
    'companies',
    'companyAccounts',
    'companyMembers',
    'companyInvites',
    'jobs',
    'applications',
    'applicantNotes',
    'applicantRatings',
    'jobRatings',
    'interviews',
    'conversations',
    'notifications',
    'inboxes',
    'notificationSettings',
    'rsvps',
    'reports',
    'messageRequestQuotas',
    'uploadQuotas',
    'signInHistory',
  ],
};
