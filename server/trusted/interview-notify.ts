/**
 * `interview-notify` `{ applicationId, event }`: after writing an interview, its author asks for the notices the
 * write deserves, through `notify` (so each person's "interviews" setting decides: in app and email, in app only, or
 * off). The server checks the event happened: the caller is the side that writes it and the interview is in the
 * state the event leaves it in. Ids derived from the interview's round make a repeat write nothing.
 *
 * - proposed (by the company): the talent is asked to pick a time (new times, from the second round on);
 * - scheduled (by the talent): both are told the time, each email with the calendar file;
 * - cancelled (by the company): the talent is told, with a file that removes a chosen time from its calendar.
 */
import { COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';
import { BackendError } from '@/services/backend/types';
import { interviewFromSnapshot, interviewPath } from '@/services/converters/interview-converter';
import { formatTimeRange } from '@/services/format/dates';
import { ICS_CONTENT_TYPE, INTERVIEW_ICS_NAME, interviewCalendar } from '@/services/format/interview-calendar';
import type { Interview } from '@/services/schemas/interview-constants';
import { actingAs } from './company-membership';
import { notify } from './notify';
import type { MailAttachment } from '../mail/types';
import type { TrustedOperation } from './types';

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

const refuse = (message: string) => new BackendError('failed-precondition', message);

export const interviewNotify: TrustedOperation<'interview-notify'> = async (ctx, { applicationId, event }) => {
  const snap = await ctx.docs.get(interviewPath(applicationId));
  if (!snap.exists) throw new BackendError('not-found', 'This interview does not exist.');
  const interview = interviewFromSnapshot(snap);
  // A company's side is any current member of its team (acting as the company), never its id alone.
  const me = (await actingAs(ctx.docs, ctx.caller.uid)).uid;
  const author = event === 'scheduled' ? interview.talentId : interview.companyId;
  if (author !== me)
    throw new BackendError('permission-denied', 'Only the side that made this change may announce it.');
  if (interview.status !== event) throw refuse('This interview has no such change to announce.');
  const key = `${interview.id}_${interview.round}`;
  const talentLink = TALENT_ROUTES.application(interview.applicationId);
  const now = Date.now();

  if (event === 'proposed') {
    const again = interview.round > 1;
    const { created } = await notify(ctx, {
      id: `interview-proposed_${key}`,
      userId: interview.talentId,
      kind: 'interview',
      title: again
        ? `${interview.companyName}: new interview times`
        : `${interview.companyName} invites you to an interview`,
      body: `${interview.companyName} proposes ${interview.slots.length === 1 ? 'a time' : `${interview.slots.length} times`} for an interview about ${interview.jobTitle}. Pick the one that suits you in Applied jobs.`,
      link: talentLink,
    });
    return { notified: created ? 1 : 0 };
  }

  if (event === 'cancelled') {
    const reason = interview.cancelReason ? `\n\n${interview.companyName} wrote: ${interview.cancelReason}` : '';
    const body = `${interview.companyName} cancelled the interview about ${interview.jobTitle}.`;
    const { created } = await notify(ctx, {
      id: `interview-cancelled_${key}`,
      userId: interview.talentId,
      kind: 'interview',
      title: `${interview.companyName} cancelled the interview`,
      body: `${body}${reason}`,
      link: talentLink,
      email: {
        subject: `Interview cancelled: ${interview.jobTitle}`,
        text: `${body}${reason}`,
        attachments: calendarAttachment(interview, now),
      },
    });
    return { notified: created ? 1 : 0 };
  }

  if (interview.startsAt === undefined || interview.endsAt === undefined)
    throw refuse('This interview has no chosen time.');
  const when = interviewTimeText(interview, interview.startsAt, interview.endsAt);
  const details = interview.details ? `\n\nDetails: ${interview.details}` : '';
  const attachments = calendarAttachment(interview, now);
  const sides = [
    {
      uid: interview.talentId,
      link: talentLink,
      text: `Your interview with ${interview.companyName} about ${interview.jobTitle} is on ${when}.`,
    },
    {
      uid: interview.companyId,
      link: COMPANY_ROUTES.job(interview.jobId),
      text: `${interview.talentName} picked ${when} for the interview about ${interview.jobTitle}.`,
    },
  ];
  let notified = 0;
  for (const side of sides) {
    const { created } = await notify(ctx, {
      id: `interview-scheduled_${key}_${side.uid}`,
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
    });
    if (created) notified += 1;
  }
  return { notified };
};
