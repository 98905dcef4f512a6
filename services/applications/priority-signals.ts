/**
 * How many priority signals the talent has left this month: one read of its month's document (a month it has not
 * used yet has none). Spending one is application-apply's alone (server/trusted/priority-signals.ts).
 */
import { getBackend } from '../backend/backend';
import { PRIORITY_SIGNALS_PER_MONTH, prioritySignalsPath, signalMonth } from '../schemas/application-constants';

export async function prioritySignalsLeft(uid: string, now: number): Promise<number> {
  const backend = await getBackend();
  const snap = await backend.docs.get(prioritySignalsPath(uid, signalMonth(now)));
  const used = typeof snap.data?.used === 'number' ? snap.data.used : 0;
  return Math.max(0, PRIORITY_SIGNALS_PER_MONTH - used);
}
