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

/** After a write, the side that wrote asks the server to tell the other side (and, once scheduled, both). */
export const INTERVIEW_EVENTS = ['proposed', 'scheduled', 'cancelled'] as const;
export type InterviewEvent = (typeof INTERVIEW_EVENTS)[number];

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
