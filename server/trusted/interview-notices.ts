/**
 * The notices of an interview's steps, written once, each under the person's "interviews" setting (in app and
 * email, in app only, or off). Ids derive from the interview's round, so a step's notice is written once.
 *
 * - proposed (by the company): the talent is asked to pick a time (new times, from the second round on);
 * - scheduled (by the talent): both are told the time, each email with the calendar file;
 * - cancelled (by the company): the talent is told, with a file that removes a chosen time from its calendar.
 */
import { COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';
import { formatTimeRange } from '@/services/format/dates';
import { ICS_CONTENT_TYPE, INTERVIEW_ICS_NAME, interviewCalendar } from '@/services/format/interview-calendar';
import type { Interview } from '@/services/schemas/interview-constants';
import type { NotifyInput } from './notify';
import type { MailAttachment } from '../mail/types';

/** An email knows no viewer: the company's zone, and UTC beside it when that reads differently. */
export function interviewTimeText(interview: Pick<Interview, 'timeZone'>, startsAt: number, endsAt: number): string {
  const theirs = formatTimeRange(startsAt, endsAt, interview.timeZone);
  const utc = formatTimeRange(startsAt, endsAt, 'UTC');
  return theirs === utc ? theirs : `${theirs} (${utc})`;
}

function calendarAttachment(interview: Interview, now: number): MailAttachment[] {
  const file = interviewCalendar(interview, now);
  return file ? [{ filename: INTERVIEW_ICS_NAME, content: file, contentType: ICS_CONTENT_TYPE }] : [];
}

const key = (interview: Interview) => `${interview.id}_${interview.round}`;

export function proposedNotice(interview: Interview): NotifyInput {
  const times = interview.slots.length === 1 ? 'a time' : `${interview.slots.length} times`;
  return {
    id: `interview-proposed_${key(interview)}`,
    userId: interview.talentId,
    kind: 'interview',
    title:
      interview.round > 1
        ? `${interview.companyName}: new interview times`
        : `${interview.companyName} invites you to an interview`,
    body: `${interview.companyName} proposes ${times} for an interview about ${interview.jobTitle}. Pick the one that suits you in Applied jobs.`,
    link: TALENT_ROUTES.application(interview.applicationId),
  };
}

export function cancelledNotice(interview: Interview, now: number): NotifyInput {
  const reason = interview.cancelReason ? `\n\n${interview.companyName} wrote: ${interview.cancelReason}` : '';
  const body = `${interview.companyName} cancelled the interview about ${interview.jobTitle}.${reason}`;
  return {
    id: `interview-cancelled_${key(interview)}`,
    userId: interview.talentId,
    kind: 'interview',
    title: `${interview.companyName} cancelled the interview`,
    body,
    link: TALENT_ROUTES.application(interview.applicationId),
    email: {
      subject: `Interview cancelled: ${interview.jobTitle}`,
      text: body,
      attachments: calendarAttachment(interview, now),
    },
  };
}

/** Both sides' notices of the chosen time (the interview has one: status `scheduled`). */
export function scheduledNotices(interview: Interview & { startsAt: number; endsAt: number }, now: number) {
  const when = interviewTimeText(interview, interview.startsAt, interview.endsAt);
  const details = interview.details ? `\n\nDetails: ${interview.details}` : '';
  const attachments = calendarAttachment(interview, now);
  const sides = [
    {
      uid: interview.talentId,
      link: TALENT_ROUTES.application(interview.applicationId),
      text: `Your interview with ${interview.companyName} about ${interview.jobTitle} is on ${when}.`,
    },
    {
      uid: interview.companyId,
      link: COMPANY_ROUTES.job(interview.jobId),
      text: `${interview.talentName} picked ${when} for the interview about ${interview.jobTitle}.`,
    },
  ];
  return sides.map((side): NotifyInput => ({
    id: `interview-scheduled_${key(interview)}_${side.uid}`,
    userId: side.uid,
    kind: 'interview',
    title: `Interview confirmed: ${interview.jobTitle}`,
    body: side.text,
    link: side.link,
    email: {
      subject: `Interview confirmed: ${interview.jobTitle}`,
      text: `${side.text}${details}\n\nThe calendar file is attached.`,
      attachments,
    },
  }));
}
