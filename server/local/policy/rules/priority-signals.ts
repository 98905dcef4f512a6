/**
 * prioritySignals/{uid}_{YYYY-MM}: a talent's priority signals of one month, read by id by that talent only; written
 * by no client (application-apply spends them in the transaction that sends the application). Mirrors the
 * `prioritySignals` block of firestore.rules.
 */
import type { CollectionRules } from '../types';

export const prioritySignalRules: CollectionRules = {
  get: (r) => r.auth !== null && r.params.signalsId.split('_')[0] === r.auth.uid,
};
