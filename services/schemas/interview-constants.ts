/**
 * Interviews' statuses, limits, events and types without zod (see ./interview.ts for the schemas), for the screens,
 * converters and rules that only read interviews.
 */

export const INTERVIEW_STATUSES = ['proposed', 'scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const INTERVIEW_LIMITS = {
  slotsMax: 5,
  minutesMin: 15,
  minutesMax: 240,
  detailsMax: 500,
  reasonMax: 500,
} as const;

/** The lengths the form offers, in minutes. */
export const INTERVIEW_MINUTES = ['15', '30', '45', '60', '90', '120'] as const;

/** Why an interview step is refused, as the screens show it. */
export const INTERVIEW_MESSAGES = {
  notInterviewStage: 'Move the applicant to the Interview stage before proposing times.',
  notProposed: 'There is no proposal to answer: the company changed or cancelled it. Reload to see the latest.',
  slotGone: 'This time is no longer offered. Pick another one.',
  notCancellable: 'This interview is already cancelled.',
  notFound: 'This interview does not exist.',
  applicationClosed: 'This application has its answer, so its interview times can no longer be picked.',
} as const;

export interface InterviewSlot {
  startsAt: number;
  endsAt: number;
}

export interface Interview {
  /** The application's id. */
  id: string;
  applicationId: string;
  jobId: string;
  companyId: string;
  talentId: string;
  jobTitle: string;
  companyName: string;
  talentName: string;
  slots: InterviewSlot[];
  /** The zone the company proposed in (the emails name it; screens show each viewer's own). */
  timeZone: string;
  /** Where or how: a video link, an address, a phone number. */
  details?: string;
  status: InterviewStatus;
  round: number;
  /** The slot the talent picked (status `scheduled`), copied out so the reminders can query on it. */
  chosenIndex?: number;
  startsAt?: number;
  endsAt?: number;
  cancelReason?: string;
  createdAt: number | null;
  updatedAt: number | null;
}
