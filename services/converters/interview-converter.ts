/** interviews/{applicationId}: stored document <-> Interview (timestamps become epoch ms once, here). */
import type { DocSnapshot } from '../backend/types';
import { INTERVIEW_STATUSES, type Interview, type InterviewSlot, type InterviewStatus } from '../schemas/interview';
import { isPlainObject, omitUndefined, toMillis } from './lenient';

export const INTERVIEWS = 'interviews';
export const interviewPath = (applicationId: string) => `${INTERVIEWS}/${applicationId}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const optionalInt = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

function readSlots(value: unknown): InterviewSlot[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((slot) => {
    if (!isPlainObject(slot)) return [];
    const startsAt = toMillis(slot.startsAt);
    const endsAt = toMillis(slot.endsAt);
    return startsAt !== null && endsAt !== null ? [{ startsAt, endsAt }] : [];
  });
}

export function interviewFromSnapshot(snap: DocSnapshot): Interview {
  const d = isPlainObject(snap.data) ? snap.data : {};
  const status: InterviewStatus = INTERVIEW_STATUSES.includes(d.status as InterviewStatus) ? (d.status as InterviewStatus) : 'cancelled';
  return omitUndefined({
    id: snap.id,
    applicationId: text(d.applicationId),
    jobId: text(d.jobId),
    companyId: text(d.companyId),
    talentId: text(d.talentId),
    jobTitle: text(d.jobTitle),
    companyName: text(d.companyName),
    talentName: text(d.talentName),
    slots: readSlots(d.slots),
    timeZone: text(d.timeZone) || 'UTC',
    details: optionalText(d.details),
    status,
    round: optionalInt(d.round) ?? 1,
    chosenIndex: optionalInt(d.chosenIndex),
    startsAt: toMillis(d.startsAt) ?? undefined,
    endsAt: toMillis(d.endsAt) ?? undefined,
    cancelReason: optionalText(d.cancelReason),
    createdAt: toMillis(d.createdAt),
    updatedAt: toMillis(d.updatedAt),
  });
}

/** The slots as the port stores them: instants as Dates (timestamps in both engines). */
export const slotsToDoc = (slots: InterviewSlot[]) => slots.map((s) => ({ startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt) }));
