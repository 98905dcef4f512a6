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
