/** Timing figures for the benchmark: milliseconds as printed, and the spread of a set of samples. */
export const ms = (n: number) => `${n.toFixed(1)} ms`;

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted[sorted.length - 1] };
}
