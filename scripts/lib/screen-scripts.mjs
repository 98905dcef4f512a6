/**
 * The JavaScript a screen downloads until it has shown its data, counted from what a browser reports, and the
 * table of those figures. The end-to-end specs that hold every screen to it (tests/e2e/budget/script-weight.ts) and
 * `npm run measure:screens` count the same way; the runs of scripts/run-e2e.mjs print and keep the spec's figures.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The annotation type under which the budget spec records each screen's figure in Playwright's report. */
export const FIGURE_ANNOTATION = 'js-budget';

/**
 * The scripts counted among a page's requests (`{ url, type, at, ... }`, in the order the browser made them):
 * those of the page's own origin (a chat widget or analytics script from elsewhere is not the app's weight), of
 * resource type `script`, made at or before `until` (the moment the screen was usable; omitted: all of them), each
 * URL once (a preload and the script tag that follows it are one download).
 */
export function scriptsUntil(requests, { origin, until = Infinity }) {
  const seen = new Set();
  return requests.filter((r) => {
    if (r.type !== 'script' || new URL(r.url).origin !== origin || r.at > until || seen.has(r.url)) return false;
    seen.add(r.url);
    return true;
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A screen's figure: `{ ..., gzip, files }` from its counted scripts (`{ url, gzip }`), with its verdict. */
export function screenFigure(screen, scripts, budgetKb) {
  const gzip = scripts.reduce((n, s) => n + s.gzip, 0);
  return { ...screen, gzip, files: scripts.length, budgetKb, over: gzip / 1024 > budgetKb };
}

/** Every figure the budget spec recorded in a Playwright JSON report (retries: the last run's). */
export function figuresInReport(report) {
  const figures = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const last = t.results?.[t.results.length - 1];
        const notes = [...(last?.annotations ?? []), ...(t.annotations ?? [])];
        const note = notes.find((a) => a.type === FIGURE_ANNOTATION);
        if (note?.description) figures.push(JSON.parse(note.description));
      }
    }
    (suite.suites ?? []).forEach(visit);
  };
  (report.suites ?? []).forEach(visit);
  return figures;
}

/** The table's lines: one per screen, largest first within each budget, then a verdict line. */
export function figureLines(figures, mode) {
  const rows = [...figures].sort((a, b) => b.budgetKb - a.budgetKb || b.gzip - a.gzip);
  const lines = [
    `JavaScript until the screen shows its data, gzip as the browser received it (${mode} mode)`,
    `${'screen'.padEnd(68)} ${'JS'.padStart(9)} ${'files'.padStart(5)} ${'budget'.padStart(7)}`,
  ];
  for (const r of rows) {
    const label = `${r.role.padEnd(7)} ${r.name.padEnd(16)} ${r.label ?? r.path}`;
    lines.push(
      `${label.padEnd(68)} ${`${kb(r.gzip)} KB`.padStart(9)} ${String(r.files).padStart(5)} ${`${r.budgetKb} KB`.padStart(7)}  ${r.over ? 'OVER' : 'ok'}`,
    );
  }
  const over = rows.filter((r) => r.over);
  const largest = rows.find((r) => r.role !== 'public');
  lines.push(
    over.length
      ? `JS BUDGET FAILED (${mode} mode): ${over.map((r) => `${r.role} ${r.name} ${kb(r.gzip)} KB > ${r.budgetKb} KB`).join(', ')}`
      : `JS BUDGET OK (${mode} mode): ${rows.length} screens within budget${largest ? ` (largest signed-in: ${largest.role} ${largest.name} ${kb(largest.gzip)} KB)` : ''}`,
  );
  return lines;
}

/**
 * After an end-to-end run: reads the budget figures from its Playwright report, prints them as a table and writes
 * them to `file` (`{ mode, figures }`) for scripts/test-all.mjs. A run without the budget spec writes nothing.
 */
export function reportFigures({ reportFile, file, mode }) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    return null;
  }
  const figures = figuresInReport(report);
  if (figures.length === 0) return null;
  console.log(`\n${figureLines(figures, mode).join('\n')}`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ mode, figures }, null, 2));
  return figures;
}
