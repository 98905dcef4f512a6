/**
 * Trusted operation `cancel-rsvp`: the caller cancels its own RSVP to an event. When it was going and
 * someone is waiting, the earliest waiting RSVP moves in, in the same batch: the seat never stands free for a
 * third person to take ahead of the waiting list. That write touches another user's RSVP, which no client may do,
 * hence a trusted operation.
 *
 * Guarding against concurrent writes: each try runs in a transaction (so cancels served by different server
 * instances cannot promote the same person), and within it:
 * - the counts change by increments (atomic on both engines), never by values read earlier, so a client RSVP
 *   committed between our read and our batch is neither lost nor double counted;
 * - the batch first `update`s the caller's RSVP and the promoted RSVP (an update fails with `not-found` when the
 *   document is gone), so a double cancel or a waiting person who cancelled meanwhile fails the whole batch instead
 *   of decrementing twice; the operation then re-reads and tries again;
 * - cancels of one event run one at a time in this server process (a promise chain per event), so cancels do not
 *   abort each other's transactions.
 * Promotion keeps `goingCount` unchanged (one out, one in), so it can never exceed the capacity.
 */
import { BackendError, increment, serverTimestamp, type WriteOp } from '@/services/backend/types';
import {
  eventFromSnapshot,
  eventPath,
  rsvpFromSnapshot,
  rsvpPath,
  rsvpsOf,
} from '@/services/converters/event-converter';
import type { CommunityEvent } from '@/services/schemas/event';
import { notifyPromoted } from './event-notices';
import { runInTransaction } from './transaction-context';
import { actingContext } from './company-membership';
import type { TrustedContext, TrustedOperation } from './types';

const ATTEMPTS = 3;

const queues = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task for the same key (in this process). */
function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}

async function earliestWaiting(ctx: TrustedContext, eventId: string) {
  const [first] = await ctx.docs.query({
    collection: rsvpsOf(eventId),
    where: [{ field: 'status', op: '==', value: 'waiting' }],
    orderBy: [{ field: 'createdAt', direction: 'asc' }],
    limit: 1,
  });
  return first ? rsvpFromSnapshot(first) : null;
}

async function cancelOnce(
  ctx: TrustedContext,
  eventId: string,
): Promise<{ promoted: string | null; event: CommunityEvent }> {
  const uid = ctx.caller.uid;
  const [eventSnap, mineSnap] = await Promise.all([
    ctx.docs.get(eventPath(eventId)),
    ctx.docs.get(rsvpPath(eventId, uid)),
  ]);
  if (!eventSnap.exists) throw new BackendError('not-found', 'This event no longer exists.');
  if (!mineSnap.exists) throw new BackendError('not-found', 'You have no RSVP to this event.');
  const event = eventFromSnapshot(eventSnap);
  const mine = rsvpFromSnapshot(mineSnap);
  const ops: WriteOp[] = [
    // Fails the batch (not-found) if the RSVP went meanwhile: no second decrement.
    { type: 'update', path: rsvpPath(eventId, uid), data: { status: mine.status } },
    { type: 'delete', path: rsvpPath(eventId, uid) },
  ];
  let promoted: string | null = null;
  if (mine.status === 'waiting') {
    ops.push({ type: 'update', path: eventPath(eventId), data: { waitingCount: increment(-1) } });
  } else {
    // A cancelled or past event frees no seat for anyone.
    const next = event.status === 'published' && event.endsAt > Date.now() ? await earliestWaiting(ctx, eventId) : null;
    if (next) {
      promoted = next.uid;
      ops.push({
        type: 'update',
        path: rsvpPath(eventId, next.uid),
        data: { status: 'going', promotedAt: serverTimestamp() },
      });
      ops.push({ type: 'update', path: eventPath(eventId), data: { waitingCount: increment(-1) } });
    } else {
      ops.push({ type: 'update', path: eventPath(eventId), data: { goingCount: increment(-1) } });
    }
  }
  await ctx.docs.batch(ops);
  return { promoted, event };
}

/**
 * Payload `{ eventId }`; the caller cancels its own RSVP (a recruiter its company's). Result `{ promoted }`: the uid
 * moved in, or null.
 */
export const cancelRsvp: TrustedOperation<'cancel-rsvp'> = async (callerCtx, { eventId }) => {
  const ctx = await actingContext(callerCtx);
  const { promoted, event } = await oneAtATime(eventId, async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        // In a transaction too: the in-process queue cannot hold back a cancel served by another server instance.
        return await runInTransaction(ctx, (txCtx) => cancelOnce(txCtx, eventId));
      } catch (error) {
        // A document the batch relied on changed between the reads and the commit: read again.
        const raced =
          error instanceof BackendError &&
          error.code === 'not-found' &&
          !/no RSVP|no longer exists/.test(error.message);
        if (!raced || attempt >= ATTEMPTS) throw error;
      }
    }
  });
  // After the seat changed hands: a failed notice must not undo or repeat the move.
  if (promoted)
    await notifyPromoted(ctx, event, promoted).catch((error: unknown) =>
      console.error('[cancel-rsvp] could not notify', promoted, error),
    );
  return { promoted };
};
