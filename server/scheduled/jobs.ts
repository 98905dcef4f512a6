/**
 * The work that must happen on time without a visitor, by the name in its route (`POST /api/cron/<name>`). Each
 * job is idempotent (a second run right after the first changes nothing), so a retried or doubled trigger is
 * harmless. `schedule` is the Cloud Scheduler cron (UTC) `scripts/schedule-jobs.ts` creates in Firebase mode;
 * `everyMs` is the local server's timer (server/app/schedule.ts).
 */
import { sendEventReminders } from '../trusted/event-notices';
import type { TrustedServices } from '../trusted/types';
import { closeExpiredJobs } from './close-expired-jobs';
import { expireBadges } from './expire-badges';
import { sendInterviewReminders } from './interview-reminders';
import { sendJobAlerts } from './job-alerts';
import { sendMessageDigests } from './message-digests';
import { enforceRetention } from './retention/data-retention';
import { sendSavedJobDeadlineNotices } from './saved-job-deadlines';

export interface ScheduledJob {
  description: string;
  schedule: string;
  everyMs: number;
  run(ctx: TrustedServices, now?: number): Promise<Record<string, number>>;
}

const MINUTE = 60_000;

/** The jobs' names, as Cloud Scheduler calls them (`/api/cron/<name>`) and scripts/schedule-jobs.ts creates them. */
export type CronJobName =
  | 'event-reminders'
  | 'expire-badges'
  | 'message-digests'
  | 'close-expired-jobs'
  | 'saved-job-deadlines'
  | 'job-alerts'
  | 'interview-reminders'
  | 'data-retention';

export const SCHEDULED_JOBS: { readonly [N in CronJobName]: ScheduledJob } = Object.freeze({
  'event-reminders': {
    description: 'Reminds those going to an event starting within 24 hours (once per event and person)',
    schedule: '*/15 * * * *',
    everyMs: 15 * MINUTE,
    run: sendEventReminders,
  },
  'expire-badges': {
    description: 'Removes verified badges whose two years are over',
    schedule: '5 * * * *',
    everyMs: 60 * MINUTE,
    run: expireBadges,
  },
  'message-digests': {
    description: 'Emails one "you have new messages" digest per inbox whose hour is over',
    schedule: '*/10 * * * *',
    everyMs: 10 * MINUTE,
    run: sendMessageDigests,
  },
  'close-expired-jobs': {
    description: 'Closes jobs whose application deadline has passed or whose 60-day listing expired without a renewal',
    schedule: '*/15 * * * *',
    everyMs: 15 * MINUTE,
    run: closeExpiredJobs,
  },
  'saved-job-deadlines': {
    description: 'Tells talents a job they saved closes within three days (once per saved job)',
    schedule: '20 * * * *',
    everyMs: 60 * MINUTE,
    run: sendSavedJobDeadlineNotices,
  },
  'job-alerts': {
    description:
      'Tells talents the new jobs matching their saved searches, each once its day or week is over: in the bell, and in one email digest per talent and run',
    schedule: '40 * * * *',
    everyMs: 60 * MINUTE,
    run: sendJobAlerts,
  },
  'interview-reminders': {
    description: 'Reminds both sides of an interview starting within 24 hours (once per chosen time)',
    schedule: '*/15 * * * *',
    everyMs: 15 * MINUTE,
    run: sendInterviewReminders,
  },
  'data-retention': {
    description:
      'Enforces the retention periods: warns and later deletes inactive accounts, strips closed applications of contact details and files, keeps only ids in old audit entries, removes expired downloads of data',
    schedule: '30 3 * * *',
    everyMs: 24 * 60 * MINUTE,
    run: enforceRetention,
  },
});
