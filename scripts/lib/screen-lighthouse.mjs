/**
 * Lighthouse for scripts/measure-screens.mjs: a user flow on the signed-in page with Lighthouse's default mobile
 * settings, the median of the runs, and where the time and bytes go.
 */
import { startFlow } from 'lighthouse';

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const lighthouseConfig = {
  extends: 'lighthouse:default',
  // The signed-in screens keep their realtime stream open, so the network is never quiet and Lighthouse would wait
  // its full 45 s per run; the metrics come from the trace either way (TTI allows the one open request).
  settings: { onlyCategories: ['performance'], maxWaitForLoad: 12_000 },
};

/** Lighthouse navigations of the screen on an already signed-in browser; median of the `runs` runs. */
export async function lighthouse(browser, url, runs) {
  const page = await browser.newPage();
  const flow = await startFlow(page, { config: lighthouseConfig, name: url });
  for (let i = 0; i < runs; i += 1) {
    // Storage reset clears the HTTP cache and the default storage types, not local storage (the session).
    await flow.navigate(url, { disableStorageReset: false });
  }
  const result = await flow.createFlowResult();
  await page.close();
  const lhrs = result.steps.map((step) => step.lhr);
  const perRun = lhrs.map((lhr) => ({
    score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? null,
    tbtMs: lhr.audits['total-blocking-time'].numericValue ?? null,
    // Lighthouse's own CPU score of this machine: below 1000 it warns that the 4x slowdown it simulates makes
    // scores lower than on the desktop it was calibrated for (its throttling docs). Reported, never used to adjust.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    error: lhr.runtimeError?.message,
  }));
  const medianRun = lhrs[perRun.findIndex((r) => r.score === median(perRun.map((x) => x.score)))] ?? lhrs[0];
  return {
    score: median(perRun.map((r) => r.score)),
    lcpMs: median(perRun.map((r) => r.lcpMs)),
    tbtMs: median(perRun.map((r) => r.tbtMs)),
    benchmarkIndex: median(perRun.map((r) => r.benchmarkIndex)),
    runs: perRun,
    diagnostics: diagnosticsOf(medianRun),
  };
}

/** Where the time and bytes go, from one run: Lighthouse's unused-JS, boot-up and main-thread breakdowns. */
function diagnosticsOf(lhr) {
  const items = (id, pick, n = 6) => (lhr.audits[id]?.details?.items ?? []).slice(0, n).map(pick);
  const file = (u) => (typeof u === 'string' ? u.replace(/^https?:\/\/[^/]+/, '') : String(u));
  return {
    unusedJavascript: items('unused-javascript', (i) => ({
      url: file(i.url),
      totalKb: +(i.totalBytes / 1024).toFixed(1),
      wastedKb: +(i.wastedBytes / 1024).toFixed(1),
    })),
    bootupTime: items('bootup-time', (i) => ({
      url: file(i.url),
      totalMs: Math.round(i.total),
      scriptingMs: Math.round(i.scripting),
    })),
    mainThread: items('mainthread-work-breakdown', (i) => ({
      group: i.groupLabel ?? i.group,
      ms: Math.round(i.duration),
    })),
    longTasks: items(
      'long-tasks',
      (i) => ({ url: file(i.url), startMs: Math.round(i.startTime), ms: Math.round(i.duration) }),
      8,
    ),
    lcpElement: lcpElementOf(lhr),
    layoutShifts: items(
      'layout-shifts',
      (i) => ({
        node: i.node?.snippet?.slice(0, 100) ?? String(i.node?.value ?? ''),
        score: +(i.score ?? 0).toFixed(3),
      }),
      5,
    ),
    metrics: Object.fromEntries(
      ['first-contentful-paint', 'speed-index', 'interactive', 'cumulative-layout-shift'].map((id) => [
        id,
        lhr.audits[id]?.numericValue ?? null,
      ]),
    ),
  };
}

/** The LCP element's selector and text, and how its time splits (Lighthouse's own breakdown). */
function lcpElementOf(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = (tables[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`);
  return node ? { selector: node.selector, snippet: node.snippet?.slice(0, 120), phases } : null;
}
