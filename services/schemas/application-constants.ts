/**
 * An application's stages, reasons and limits without zod (see ./application.ts for the schemas), for the screens
 * and converters that only read applications. ./application.ts re-exports them.
 */
import { LIMITS } from './limits';

export const APPLICATION_STAGES = [
  'applied',
  'reviewing',
  'shortlisted',
  'interview',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** Stages a company moves an application to; `withdrawn` is the talent's alone. */
export const COMPANY_STAGES = APPLICATION_STAGES.filter((s) => s !== 'withdrawn') as Exclude<
  ApplicationStage,
  'withdrawn'
>[];
/** An application in one of these has its answer: nobody moves it any more, and it is never overdue. */
export const FINAL_STAGES: readonly ApplicationStage[] = ['hired', 'rejected', 'withdrawn'];
export const REJECTION_REASONS = ['position filled', 'skills', 'experience', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const APPLICATION_LIMITS = {
  coverNoteMax: LIMITS.longTextMax,
  /** Entries of the stage timeline; the rules bound the list, a move beyond it is refused. */
  historyMax: 50,
} as const;

export const applicationId = (jobId: string, talentId: string) => `${jobId}_${talentId}`;

/** At most this many applications move in one bulk action (one transaction on both engines). */
export const BULK_MOVE_MAX = 50;
/** The optional note a bulk move sends with each applicant's "stage changed" notification and email. */
export const BULK_MESSAGE_MAX = 1000;

/**
 * Priority signals: each talent may mark this many applications a calendar month (UTC) as the ones it cares most
 * about, when applying and never after. They do not carry over and cannot be bought.
 */
export const PRIORITY_SIGNALS_PER_MONTH = 3;
export const PRIORITY_SIGNALS = 'prioritySignals';
/** The month a signal counts in, `YYYY-MM` in UTC: the same month for every talent, whatever its zone. */
export const signalMonth = (at: number) => new Date(at).toISOString().slice(0, 7);
/** When the month `at` falls in gives way to the next, and new signals come: "1 January". */
export const signalsRenewOn = (at: number) => {
  const d = new Date(at);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
};
/** prioritySignals/{uid}_{YYYY-MM}: one talent's signals of one month. */
export const prioritySignalsPath = (uid: string, month: string) => `${PRIORITY_SIGNALS}/${uid}_${month}`;
/** Stages that mean the applicant was invited to interview (or went further): the report's "reached an interview". */
export const INTERVIEW_OR_LATER: readonly ApplicationStage[] = ['interview', 'offered', 'hired'];
