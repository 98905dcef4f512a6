import type { ReadMeter } from './types';

/** One meter per backend instance; adapters record reads as Firestore bills them (see docs/data-model.md). */
export function createReadMeter(): ReadMeter {
  let total = 0;
  return {
    get total() {
      return total;
    },
    reset() {
      total = 0;
    },
    record(reads: number) {
      total += reads;
    },
    async measure(fn) {
      const before = total;
      const result = await fn();
      return { result, reads: total - before };
    },
  };
}

/** Firestore bills a query at least one read even when it returns nothing, and a count one read per 1,000 entries. */
export const readsForQuery = (returned: number) => Math.max(1, returned);
export const readsForCount = (count: number) => Math.max(1, Math.ceil(count / 1000));
