/** An interview's calendar file, the same from the card's "Add to calendar" and in the confirmation email. */
import type { Interview } from '../schemas/interview-constants';
import { calendarFile } from './ics';

export const INTERVIEW_ICS_NAME = 'interview.ics';
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The file once a time is chosen (a cancelled one cancels it in the calendar); null while none is. */
export function interviewCalendar(interview: Interview, stamp: number): string | null {
  if (interview.startsAt === undefined || interview.endsAt === undefined) return null;
  return calendarFile({
    uid: `interview-${interview.id}@talent-marketplace`,
    stamp,
    startsAt: interview.startsAt,
    endsAt: interview.endsAt,
    summary: `Interview: ${interview.jobTitle} at ${interview.companyName}`,
    description: `Interview of ${interview.talentName} with ${interview.companyName} for ${interview.jobTitle}.${interview.details ? `\n${interview.details}` : ''}`,
    location: interview.details,
    sequence: interview.round,
    cancelled: interview.status === 'cancelled',
  });
}
