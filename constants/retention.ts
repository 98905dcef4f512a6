/**
 * How long the marketplace keeps what: every period in one place. The scheduled jobs (server/scheduled/) enforce
 * them, the privacy page states them, and a download of one's data is offered for as long as `exportLinkMinutes`.
 */
export const RETENTION = {
  /** An account with no sign-in for this long is warned by email that it will be deleted. */
  inactiveMonths: 24,
  /** After the warning, the account is deleted this many days later unless its owner signed in meanwhile. */
  deletionNoticeDays: 30,
  /** An application closed (hired, rejected, withdrawn) this long ago loses the talent's contact details and files for the company. */
  closedApplicationMonths: 12,
  /** Back-office audit entries older than this keep only ids (who, what, on whom, when), not names, reasons or details. */
  auditDetailMonths: 24,
  /** A download of one's data is offered once, by a link good for this long; the file is removed after. */
  exportLinkMinutes: 15,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `months` before `now`, by the calendar (the same day of the month, in UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now);
  then.setUTCMonth(then.getUTCMonth() - months);
  return then;
}

/** `days` before or after `at` (negative: before). */
export const daysAfter = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);
