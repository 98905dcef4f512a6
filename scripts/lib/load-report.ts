/** The load benchmark's printed table: per level, each server side by side. */
import { REQUEST_KINDS } from './load-mix';
import type { LevelResult } from './load-run';
import { summarise } from './load-stats';

const COLUMN = 40;
const LABEL = 22;

const pad = (text: string, width: number) => text.padEnd(width);
const ms = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(1) : n.toFixed(0));

function requestCount(result: LevelResult): number {
  return Object.values(result.samples).reduce((sum, s) => sum + s.length, 0);
}

function errorText(errors: Record<string, number>): string {
  const entries = Object.entries(errors).sort((a, b) => b[1] - a[1]);
  return entries.length === 0 ? 'none' : entries.map(([label, n]) => `${label}: ${n}`).join(', ');
}

/** One level's table, with one column per server (`label` heads it). */
export function formatLevel(columns: { label: string; result: LevelResult }[], warmupSeconds: number): string {
  const first = columns[0].result;
  const lines = [`${first.users} users, ${first.seconds} s timed after a ${warmupSeconds} s warm-up`];
  const row = (label: string, cells: string[]) =>
    lines.push(
      pad(label, LABEL) +
        cells
          .map((c) => pad(c, COLUMN))
          .join('')
          .trimEnd(),
    );
  row(
    '',
    columns.map((c) => c.label),
  );
  row(
    'requests/s',
    columns.map((c) => (requestCount(c.result) / c.result.seconds).toFixed(1)),
  );
  row(
    '  (ms)',
    columns.map(() => `${pad('n', 7)}${pad('p50', 8)}${pad('p95', 8)}p99`),
  );
  const cells = (samples: (c: LevelResult) => number[]) =>
    columns.map((c) => {
      const s = summarise(samples(c.result));
      return `${pad(String(s.count), 7)}${pad(ms(s.p50), 8)}${pad(ms(s.p95), 8)}${ms(s.p99)}`;
    });
  row(
    'all requests',
    cells((r) => Object.values(r.samples).flat()),
  );
  for (const kind of REQUEST_KINDS)
    row(
      kind,
      cells((r) => r.samples[kind]),
    );
  row(
    'errors',
    columns.map((c) => errorText(c.result.errors)),
  );
  row(
    'client loop delay',
    columns.map((c) => `p50 ${ms(c.result.clientDelay.p50)}, p99 ${ms(c.result.clientDelay.p99)} ms`),
  );
  const cores = (n: number) => n.toFixed(2);
  row(
    'client CPU (cores)',
    columns.map((c) => cores(c.result.cpu.client)),
  );
  row(
    'server CPU (cores)',
    columns.map(({ result: { cpu } }) =>
      cpu.server === null
        ? 'n/a (not started here)'
        : `main ${cores(cpu.server.main)}, db ${cores(cpu.server.busiestOther)}, rest ${cores(cpu.server.rest)}`,
    ),
  );
  row(
    'server peak RSS',
    columns.map((c) =>
      c.result.peakRss === null ? 'n/a (not started here)' : `${(c.result.peakRss / 2 ** 20).toFixed(0)} MB`,
    ),
  );
  return lines.join('\n');
}
