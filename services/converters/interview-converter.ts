/** interviews/{applicationId}: stored document <-> Interview (timestamps become epoch ms once, here). */
import type { DocSnapshot } from '../backend/types';
import { INTERVIEW_STATUSES, type Interview, type InterviewSlot } from '../schemas/interview-constants';
import { omitUndefined, readList, readOptional, readOr, toMillis } from './lenient';
import { isPlainObject, count, filledText, object, oneOf, text, type Reader } from './read';

export const INTERVIEWS = 'interviews';
export const interviewPath = (applicationId: string) => `${INTERVIEWS}/${applicationId}`;

/** A stored instant (a timestamp in both engines) as epoch ms. */
const instant: Reader<number> = (value) => toMillis(value) ?? undefined;
const slot = object({ startsAt: instant, endsAt: instant });

export function interviewFromSnapshot(snap: DocSnapshot): Interview {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return omitUndefined({
    id: snap.id,
    applicationId: readOr(text, d.applicationId, ''),
    jobId: readOr(text, d.jobId, ''),
    companyId: readOr(text, d.companyId, ''),
    talentId: readOr(text, d.talentId, ''),
    jobTitle: readOr(text, d.jobTitle, ''),
    companyName: readOr(text, d.companyName, ''),
    talentName: readOr(text, d.talentName, ''),
    slots: readList(slot, d.slots),
    timeZone: readOr(filledText, d.timeZone, 'UTC'),
    details: readOptional(filledText, d.details),
    // A status no screen knows reads as cancelled: nothing offered, nothing to pick.
    status: readOr(oneOf(INTERVIEW_STATUSES), d.status, 'cancelled'),
    round: readOr(count, d.round, 1),
    chosenIndex: readOptional(count, d.chosenIndex),
    startsAt: readOptional(instant, d.startsAt),
    endsAt: readOptional(instant, d.endsAt),
    cancelReason: readOptional(filledText, d.cancelReason),
    createdAt: toMillis(d.createdAt),
    updatedAt: toMillis(d.updatedAt),
  });
}

/** The slots as the port stores them: instants as Dates (timestamps in both engines). */
export const slotsToDoc = (slots: InterviewSlot[]) =>
  slots.map((s) => ({ startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt) }));
