/**
 * A talent's priority signals of one month (prioritySignals/{uid}_{YYYY-MM}: `used` and the applications they
 * marked), spent only by `application-apply` inside its transaction, so two applications sent at once cannot both
 * take the last signal. No client writes the document; its talent reads it to see how many are left.
 */
import { BackendError, type WriteOp } from '@/services/backend/types';
import {
  PRIORITY_SIGNALS_PER_MONTH,
  prioritySignalsPath,
  signalMonth,
  signalsRenewOn,
} from '@/services/schemas/application-constants';
import type { TrustedDocs } from './types';

/**
 * Reads the talent's signals of the month `at` falls in; `spend` answers the write that marks one more application,
 * or refuses when the talent has used them all. Read first, refused only when spent, so resending an application
 * that already went out answers it rather than a refusal.
 */
export async function monthSignals(
  docs: TrustedDocs,
  uid: string,
  at: number,
): Promise<{ spend(applicationId: string): WriteOp }> {
  const month = signalMonth(at);
  const path = prioritySignalsPath(uid, month);
  const snap = await docs.get(path);
  const used = typeof snap.data?.used === 'number' ? snap.data.used : 0;
  const marked = Array.isArray(snap.data?.applicationIds) ? (snap.data.applicationIds as string[]) : [];
  return {
    spend(applicationId) {
      if (used >= PRIORITY_SIGNALS_PER_MONTH) {
        throw new BackendError(
          'failed-precondition',
          `You have used your ${PRIORITY_SIGNALS_PER_MONTH} priority signals this month. New ones come on ` +
            `${signalsRenewOn(at)}; you can still send this application without one.`,
        );
      }
      return {
        type: 'set',
        path,
        data: { uid, month, used: used + 1, applicationIds: [...marked, applicationId], updatedAt: new Date(at) },
      };
    },
  };
}
