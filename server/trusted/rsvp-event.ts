/**
 * Trusted operation `rsvp-event`: the caller takes a seat at an event, or a place on its waiting list. The read of
 * the count and the write of the RSVP with the count's move happen in one transaction on both engines, so of two
 * people asking for the last seat at once exactly one gets it (the other lands on the waiting list, or is told the
 * event is full). No client writes an RSVP or an event's counts itself.
 *
 * Who may: a talent who is not suspended, for an event meant for talents; a company, for an event meant for
 * companies. The event must be published and not started. Idempotent: asking again (a double click, two tabs)
 * answers with the RSVP already there and writes nothing.
 */
import { BackendError, increment, serverTimestamp } from '@/services/backend/types';
import { eventFromSnapshot, eventPath, rsvpFromSnapshot, rsvpPath } from '@/services/converters/event-converter';
import type { DocSnapshot } from '@/services/backend/types';
import type { RsvpStatus } from '@/services/schemas/event';
import { actingAs } from './company-membership';
import { runInTransaction } from './transaction-context';
import type { TrustedContext, TrustedOperation } from './types';

/** Refuses a caller outside the event's audience (its stored listing flags, as the rules read them), or a suspended talent. */
async function assertMayAttend(ctx: TrustedContext, eventSnap: DocSnapshot): Promise<void> {
  const event = eventSnap.data ?? {};
  const uid = ctx.caller.uid;
  const [talent, company] = await Promise.all([ctx.docs.get(`students/${uid}`), ctx.docs.get(`companies/${uid}`)]);
  if (talent.exists && talent.data?.suspended === true)
    throw new BackendError('permission-denied', 'Your account is suspended.');
  const inAudience = (talent.exists && event.forTalents === true) || (company.exists && event.forCompanies === true);
  if (!inAudience) throw new BackendError('permission-denied', 'This event is not open to your account.');
}

/** The member of a company's team who took the company's seat, named on the RSVP (the seat stays the company's). */
type SeatTaker = { memberUid: string; memberName: string } | null;

async function rsvpOnce(
  ctx: TrustedContext,
  eventId: string,
  name: string,
  joinWaitingList: boolean,
  taker: SeatTaker,
): Promise<RsvpStatus> {
  const uid = ctx.caller.uid;
  const [eventSnap, mineSnap] = await Promise.all([
    ctx.docs.get(eventPath(eventId)),
    ctx.docs.get(rsvpPath(eventId, uid)),
  ]);
  if (mineSnap.exists) return rsvpFromSnapshot(mineSnap).status;
  if (!eventSnap.exists) throw new BackendError('not-found', 'This event no longer exists.');
  const event = eventFromSnapshot(eventSnap);
  if (event.status !== 'published') throw new BackendError('failed-precondition', 'This event takes no RSVPs.');
  if (event.startsAt <= Date.now()) throw new BackendError('failed-precondition', 'This event has already started.');
  await assertMayAttend(ctx, eventSnap);
  const status: RsvpStatus = event.goingCount < event.capacity ? 'going' : 'waiting';
  if (status === 'waiting' && !joinWaitingList) throw new BackendError('failed-precondition', 'This event is full.');
  await ctx.docs.batch([
    {
      type: 'set',
      path: rsvpPath(eventId, uid),
      data: {
        uid,
        name: name || ctx.caller.email,
        email: ctx.caller.email,
        ...taker,
        status,
        createdAt: serverTimestamp(),
      },
    },
    {
      type: 'update',
      path: eventPath(eventId),
      data: status === 'going' ? { goingCount: increment(1) } : { waitingCount: increment(1) },
    },
  ]);
  return status;
}

/** Payload `{ eventId, name, joinWaitingList }`; result `{ status }`, the one taken (or already held). */
/**
 * A member of a company's team takes its company's seat: the RSVP is the company's, under its id, for its whole team
 * (one per company), and names the member who took it.
 */
export const rsvpEvent: TrustedOperation<'rsvp-event'> = async (callerCtx, { eventId, name, joinWaitingList }) => {
  const acting = await actingAs(callerCtx.docs, callerCtx.caller.uid, callerCtx.caller.secondFactor);
  const ctx =
    acting.uid === callerCtx.caller.uid
      ? callerCtx
      : { ...callerCtx, caller: { ...callerCtx.caller, uid: acting.uid } };
  const taker =
    acting.memberName !== undefined
      ? { memberUid: callerCtx.caller.uid, memberName: acting.memberName || callerCtx.caller.email }
      : null;
  return { status: await runInTransaction(ctx, (txCtx) => rsvpOnce(txCtx, eventId, name, joinWaitingList, taker)) };
};
