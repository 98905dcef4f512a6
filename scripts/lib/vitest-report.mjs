/** What scripts/test-all.mjs reads from Vitest's JSON report: the counts, and where the step's time goes. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './next-server.mjs';

const readReport = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** Counts from Vitest's JSON report. A file that fails outside a test (import error, failing hook) is one failure. */
export function vitestCounts(reportFile, exitCode) {
  const report = readReport(reportFile);
  if (!report) return null;
  const counts = { passed: 0, failed: 0, skipped: 0, failedNames: [] };
  for (const file of report.testResults ?? []) {
    let failedHere = 0;
    const where = path.relative(root, file.name ?? '');
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'passed') counts.passed += 1;
      else if (t.status === 'failed') {
        failedHere += 1;
        counts.failedNames.push(`${where} > ${t.fullName ?? t.title}`);
      } else counts.skipped += 1; // skipped, pending, todo
    }
    if (file.status === 'failed' && failedHere === 0) {
      failedHere = 1;
      counts.failedNames.push(`${where} (outside any test: ${String(file.message ?? '').split('\n')[0]})`);
    }
    counts.failed += failedHere;
  }
  // Unhandled errors fail the run without failing a test; they must not vanish from the count.
  if (exitCode !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.note = `vitest exited with code ${exitCode} outside any test`;
  }
  return counts;
}

/**
 * The slowest Vitest files of the report, longest first: where the time of the step goes (files run two at a time).
 * A file's time runs from its first test's start to its last test's end (the JSON report's times; a file-level
 * beforeAll is not in it).
 */
export function printSlowestVitestFiles(reportFile, count = 15) {
  const report = readReport(reportFile);
  if (!report) return;
  const files = (report.testResults ?? [])
    .map((file) => ({ name: path.relative(root, file.name ?? ''), ms: (file.endTime ?? 0) - (file.startTime ?? 0) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  if (files.length === 0) return;
  console.log(`\nSlowest ${files.length} Vitest files:`);
  for (const file of files) console.log(`  ${`${(file.ms / 1000).toFixed(1)} s`.padStart(8)}  ${file.name}`);
}
