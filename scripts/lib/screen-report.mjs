/** The table scripts/measure-screens.mjs prints, and the budgets each screen is held to (tests/e2e/screens.ts). */
import { BUDGETS } from '../../tests/e2e/screens.ts';
import { kb } from './script-size.mjs';

/** One screen's row (and with `details`, Lighthouse's diagnostics and every script). */
export function printRow(r, details) {
  const lh = r.lighthouse;
  const lhText = lh
    ? `${String(lh.score ?? '-').padStart(5)} ${`${((lh.lcpMs ?? 0) / 1000).toFixed(1)} s`.padStart(7)} ${`${Math.round(lh.tbtMs ?? 0)} ms`.padStart(8)}`
    : '    -       -        -';
  const label = `${r.role.padEnd(7)} ${r.name.padEnd(16)} ${r.path}`;
  console.log(
    `${label.padEnd(66)} ${`${kb(r.js.gzip)} KB`.padStart(9)} ${String(r.js.files).padStart(3)} ${`${kb(r.js.usableGzip)} KB`.padStart(9)} ${`${r.js.usableMs} ms`.padStart(8)}  ${lhText}  ${r.load.padEnd(15)} ${r.verdict}`,
  );
  if (details && lh) {
    const d = lh.diagnostics;
    console.log(
      `    unused JS: ${d.unusedJavascript.map((i) => `${i.url} ${i.wastedKb}/${i.totalKb} KB`).join(', ') || 'none'}`,
    );
    console.log(
      `    boot-up:   ${d.bootupTime.map((i) => `${i.url} ${i.totalMs} ms (${i.scriptingMs} scripting)`).join(', ')}`,
    );
    console.log(`    long tasks: ${d.longTasks.map((i) => `${i.url} @${i.startMs} ${i.ms} ms`).join(', ') || 'none'}`);
    if (d.layoutShifts.length)
      console.log(`    layout shifts: ${d.layoutShifts.map((i) => `${i.node} ${i.score}`).join(', ')}`);
    if (d.lcpElement) console.log(`    LCP element: ${d.lcpElement.snippet} (${d.lcpElement.phases.join(', ')})`);
    console.log(
      `    FCP ${Math.round(d.metrics['first-contentful-paint'])} ms, SI ${Math.round(d.metrics['speed-index'])} ms, TTI ${Math.round(d.metrics.interactive)} ms, CLS ${d.metrics['cumulative-layout-shift']?.toFixed(3)}`,
    );
  }
  if (details)
    for (const s of r.js.scripts) console.log(`      ${kb(s.gzip).padStart(7)} KB  ${new URL(s.url).pathname}`);
}

/** The budgets a row misses. */
export function verdictOf(row) {
  const misses = [];
  // The JavaScript until the screen has shown its data, the count `npm test` holds to the budget.
  const maxKb = row.role === 'public' ? BUDGETS.publicScriptKb : BUDGETS.signedInScriptKb;
  if (row.js.usableGzip / 1024 > maxKb) misses.push(`JS > ${maxKb} KB`);
  const minScore =
    row.role === 'public'
      ? BUDGETS.publicScreenScore
      : row.lighthouseBudget
        ? BUDGETS.keyScreenScore
        : BUDGETS.signedInScreenScore;
  if (row.lighthouse && (row.lighthouse.score ?? 0) < minScore) misses.push(`Lighthouse < ${minScore}`);
  return misses;
}

export function printHeader() {
  console.log(
    `\n${'screen'.padEnd(66)} ${'JS'.padStart(9)} ${'n'.padStart(3)} ${'at usable'.padStart(9)} ${'usable'.padStart(8)}  ${'LH'.padStart(5)} ${'LCP'.padStart(7)} ${'TBT'.padStart(8)}  load (1/5/15m)`,
  );
}
