/**
 * The load benchmark's figures: percentiles of latency samples, event-loop lateness, and the check that no
 * acknowledged write was lost.
 */

import type { IntervalHistogram } from 'node:perf_hooks';

export const DELAY_RESOLUTION_MS = 10;

/**
 * How late an event loop ran (ms) at percentile `p`, from `monitorEventLoopDelay`'s histogram. It records the time
 * between its timer's firings, which is its resolution plus the lateness: an idle loop reads 10 ms at a 10 ms
 * resolution.
 */
export function lateness(
  histogram: Pick<IntervalHistogram, 'percentile'>,
  p: number,
  resolutionMs = DELAY_RESOLUTION_MS,
): number {
  return Math.max(0, histogram.percentile(p) / 1e6 - resolutionMs);
}

/** Nearest-rank percentile (q in (0, 1]) of samples sorted ascending; NaN when there are none. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

export function summarise(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

/**
 * One virtual user's writes to one field, in the order it sent them (a user sends one request at a time), each
 * with a value no other write carries and whether the server acknowledged it.
 */
export interface WriteTrail {
  user: string;
  writes: { value: string; acked: boolean }[];
}

/**
 * The users whose read-back value shows a lost write: it must be the last acknowledged value, or one sent after it
 * whose answer was lost (an error or timeout does not prove the write did not land). Users with no acknowledged
 * write are not judged.
 */
export function lostWrites(trails: readonly WriteTrail[], readBack: ReadonlyMap<string, unknown>): string[] {
  const lost: string[] = [];
  for (const { user, writes } of trails) {
    const lastAcked = writes.map((w) => w.acked).lastIndexOf(true);
    if (lastAcked < 0) continue;
    const allowed = new Set(writes.slice(lastAcked).map((w) => w.value));
    if (!allowed.has(readBack.get(user) as string)) lost.push(user);
  }
  return lost;
}
