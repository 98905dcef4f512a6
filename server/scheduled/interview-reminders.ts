/**
 * Reminds both sides of an interview starting within the next 24 hours, once per chosen time: a notice in the bell
 * and an email, as each one's "interviews" setting allows. Safe to run at any time and as often as wanted: a
 * marker per interview and round (`interviewReminders/<applicationId>_<round>`, server-only) is claimed in a
 * transaction that re-reads the interview, so two runs at once remind once, and a cancelled or moved interview is
 * not reminded of its old time, nor one whose application was since rejected or withdrawn. A new round (new times, a
 * new pick) gets its own reminder.
 */
import { COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';
import { applicationPath } from '@/services/converters/application-converter';
import { INTERVIEWS, interviewFromSnapshot, interviewPath } from '@/services/converters/interview-converter';
import type { Interview } from '@/services/schemas/interview-constants';
import { interviewTimeText } from '../trusted/interview-notices';
import { notify, type NotifyServices } from '../trusted/notify';

export const INTERVIEW_REMINDER_WINDOW_MS = 24 * 3_600_000;
export const INTERVIEW_REMINDERS = 'interviewReminders';
/** An application in these stages has no interview left to attend. */
const CLOSED: readonly unknown[] = ['rejected', 'withdrawn'];
/** A bound on one run; interviews are few and the next run (15 minutes later) takes the rest. */
const SWEEP = 200;

const isDue = (interview: Interview, now: number) =>
  interview.status === 'scheduled' &&
  interview.startsAt !== undefined &&
  interview.startsAt > now &&
  interview.startsAt <= now + INTERVIEW_REMINDER_WINDOW_MS;

export async function sendInterviewReminders(
  ctx: NotifyServices,
  now = Date.now(),
): Promise<{ interviews: number; reminded: number }> {
  const upcoming = await ctx.docs.query({
    collection: INTERVIEWS,
    where: [
      { field: 'status', op: '==', value: 'scheduled' },
      { field: 'startsAt', op: '>', value: new Date(now) },
      { field: 'startsAt', op: '<=', value: new Date(now + INTERVIEW_REMINDER_WINDOW_MS) },
    ],
    orderBy: [{ field: 'startsAt', direction: 'asc' }],
    limit: SWEEP,
  });
  let interviews = 0;
  let reminded = 0;
  for (const snap of upcoming) {
    const claimed = await ctx.docs.runTransaction(async (tx) => {
      const fresh = await tx.get(interviewPath(snap.id));
      if (!fresh.exists) return null;
      const interview = interviewFromSnapshot(fresh);
      if (!isDue(interview, now)) return null;
      const app = await tx.get(applicationPath(interview.applicationId));
      if (CLOSED.includes(app.data?.stage)) return null;
      const marker = `${INTERVIEW_REMINDERS}/${interview.id}_${interview.round}`;
      if ((await tx.get(marker)).exists) return null;
      tx.set(marker, { interviewId: interview.id, round: interview.round, sentAt: new Date(now) });
      return interview;
    });
    if (!claimed || claimed.startsAt === undefined || claimed.endsAt === undefined) continue;
    interviews += 1;
    const when = interviewTimeText(claimed, claimed.startsAt, claimed.endsAt);
    const sides = [
      {
        uid: claimed.talentId,
        link: TALENT_ROUTES.application(claimed.applicationId),
        body: `Your interview with ${claimed.companyName} about ${claimed.jobTitle} is on ${when}.`,
      },
      {
        uid: claimed.companyId,
        link: COMPANY_ROUTES.job(claimed.jobId),
        body: `Your interview with ${claimed.talentName} about ${claimed.jobTitle} is on ${when}.`,
      },
    ];
    for (const side of sides) {
      const { created } = await notify(ctx, {
        id: `interview-reminder_${claimed.id}_${claimed.round}_${side.uid}`,
        userId: side.uid,
        kind: 'interview',
        title: `Interview soon: ${claimed.jobTitle}`,
        body: side.body,
        link: side.link,
      });
      if (created) reminded += 1;
    }
  }
  return { interviews, reminded };
}
