/**
 * The JavaScript a screen downloads until it has shown its data, counted from what a browser reports, and the
 * table of those figures. The end-to-end specs that hold every screen to it (tests/e2e/budget/script-weight.ts) and
 * `npm run measure:screens` count the same way; the runs of scripts/run-e2e.mjs print and keep the spec's figures.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The annotation type under which the budget specs record each screen's figure in Playwright's report. */
export const FIGURE_ANNOTATION = 'js-budget';
/**
 * The annotation every test that measures a screen carries from the start (its description: the screen's `role`,
 * `name` and `label` as JSON), so a test that ended before it recorded a figure is seen as a screen left unmeasured,
 * not as one screen fewer.
 */
export const SCREEN_ANNOTATION = 'js-budget-screen';

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

/**
 * What the budget specs kept in a Playwright JSON report: `figures` (of a retried test, its last try's) and
 * `unmeasured`, the screens whose test recorded none (it failed or stopped before it measured, or never ran).
 */
export function budgetInReport(report) {
  const figures = [];
  const unmeasured = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const last = t.results?.[t.results.length - 1];
        const notes = [...(last?.annotations ?? []), ...(t.annotations ?? [])];
        const note = notes.find((a) => a.type === FIGURE_ANNOTATION);
        const screen = notes.find((a) => a.type === SCREEN_ANNOTATION);
        if (note?.description) figures.push(JSON.parse(note.description));
        else if (screen?.description) unmeasured.push(JSON.parse(screen.description));
      }
    }
    (suite.suites ?? []).forEach(visit);
  };
  (report.suites ?? []).forEach(visit);
  return { figures, unmeasured };
}

const screenLabel = (s) => `${s.role.padEnd(7)} ${s.name.padEnd(16)} ${s.label ?? s.path}`;
const screenName = (s) => `${s.role} ${s.name}`;

/** The table's lines: one per screen, largest first within each budget, then those unmeasured, then a verdict. */
export function figureLines(figures, mode, unmeasured = []) {
  const rows = [...figures].sort((a, b) => b.budgetKb - a.budgetKb || b.gzip - a.gzip);
  const lines = [
    `JavaScript until the screen shows its data, gzip as the browser received it (${mode} mode)`,
    `${'screen'.padEnd(68)} ${'JS'.padStart(9)} ${'files'.padStart(5)} ${'budget'.padStart(7)}`,
  ];
  for (const r of rows) {
    lines.push(
      `${screenLabel(r).padEnd(68)} ${`${kb(r.gzip)} KB`.padStart(9)} ${String(r.files).padStart(5)} ${`${r.budgetKb} KB`.padStart(7)}  ${r.over ? 'OVER' : 'ok'}`,
    );
  }
  for (const s of unmeasured) lines.push(`${screenLabel(s).padEnd(68)} ${'-'.padStart(9)}  NOT MEASURED`);
  const verdict = budgetVerdict({ figures, unmeasured });
  lines.push(`JS BUDGET ${verdict.status === 'passed' ? 'OK' : 'FAILED'} (${mode} mode): ${verdict.note}`);
  return lines;
}

/**
 * The budget's verdict for one end-to-end run from what it kept (`{ figures, unmeasured }`, or null when it kept
 * nothing) and that run's counts: `passed` when every screen it opened has a figure within its budget, `failed`
 * when one is over or unmeasured, or when the run ran tests and kept no figure, `skipped` only when the run ran no
 * test at all (no browser or no emulator, outside CI). With a note saying which screens, or the largest.
 */
export function budgetVerdict(kept, run = { passed: 1, failed: 0 }) {
  // Without the run's counts (the table's own verdict line): a run that ran tests.
  const figures = kept?.figures ?? [];
  const unmeasured = kept?.unmeasured ?? [];
  if (figures.length === 0 && unmeasured.length === 0) {
    return run.passed + run.failed === 0
      ? { status: 'skipped', note: 'the run ran no test' }
      : { status: 'failed', note: 'no figures kept' };
  }
  const over = figures.filter((f) => f.over).map((f) => `${screenName(f)} ${kb(f.gzip)} KB > ${f.budgetKb} KB`);
  // A run that stopped early leaves dozens: the first few name the problem.
  const names = unmeasured.slice(0, 3).map(screenName).join(', ');
  const more = unmeasured.length > 3 ? ` and ${unmeasured.length - 3} more` : '';
  const problems = [...over, ...(unmeasured.length ? [`not measured: ${names}${more}`] : [])];
  if (problems.length) return { status: 'failed', note: problems.join('; ') };
  const largest = [...figures].sort((a, b) => b.gzip - a.gzip).find((f) => f.role !== 'public');
  const tail = largest ? `, largest signed-in: ${screenName(largest)} ${kb(largest.gzip)} KB` : '';
  return { status: 'passed', note: `${figures.length} screens within budget${tail}` };
}

/**
 * After an end-to-end run: reads the budget specs' figures from its Playwright report, prints them as a table and
 * writes them to `file` (`{ mode, figures, unmeasured }`) for scripts/test-all.mjs. A run that ran no budget spec
 * writes nothing.
 */
export function reportFigures({ reportFile, file, mode }) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    return null;
  }
  const kept = budgetInReport(report);
  if (kept.figures.length === 0 && kept.unmeasured.length === 0) return null;
  console.log(`\n${figureLines(kept.figures, mode, kept.unmeasured).join('\n')}`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ mode, ...kept }, null, 2));
  return kept;
}

/** What `reportFigures` kept in `file`, or null when it kept nothing there. */
export function keptFigures(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
