/** One Playwright run against its own `npm start` of the production build, on a data folder of its own. */
import path from 'node:path';
import { playwrightBin, summaryFromReport } from './e2e-report.mjs';
import { root, run, startNext } from './next-server.mjs';

const tsxBin = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/**
 * Creates and seeds the server's data folder (`env.LOCAL_DATA_DIR`) in a process of its own, as the server's first
 * request would: started while the app builds, it is ready when the server starts. Resolves with { code, ms }.
 */
export async function prepareDataFolder(env) {
  const started = Date.now();
  const code = await run(process.execPath, [tsxBin, path.join('scripts', 'lib', 'open-local-folder.ts')], { env });
  return { code, ms: Date.now() - started };
}

export const e2eLog = (line) => console.log(`[e2e] ${line}`);
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The first local-backend request opens the engine (and, unless prepareDataFolder did it, creates the database and
 * seeds the demo data, seconds of work). Done here, once, so no test's timeout pays for it.
 */
async function warmUpBackend(url) {
  const started = Date.now();
  const res = await fetch(`${url}/api/local/mailbox`, { signal: AbortSignal.timeout(300_000) });
  if (!res.ok) throw new Error(`the local backend did not start: GET /api/local/mailbox answered HTTP ${res.status}`);
  e2eLog(`local backend opened in ${seconds(Date.now() - started)}`);
}

/** Serves a build on a data folder, runs Playwright against it, stops it; resolves with { summary, code }. */
export async function runAgainstServer({ env, logFile, label, playwrightEnv, args, report }) {
  let server;
  let code = 1;
  const onSignal = async () => {
    await server?.stop();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    server = await startNext({ env, logFile });
    e2eLog(
      `${label}: serving ${server.url} (data: ${path.relative(root, env.LOCAL_DATA_DIR)}/, log: ${path.relative(root, logFile)})`,
    );
    await warmUpBackend(server.url);
    const started = Date.now();
    code = await run(process.execPath, [playwrightBin, 'test', ...args], {
      env: { ...env, ...playwrightEnv(server.url), E2E_JSON_REPORT: report },
    });
    e2eLog(`${label}: playwright took ${seconds(Date.now() - started)}`);
  } catch (err) {
    console.error(`E2E FAILED (${label}): ${err.message}`);
  } finally {
    await server?.stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  const summary = summaryFromReport(code, report);
  if (summary.failed > 0 && server) {
    console.error(`[e2e] last lines of the server log (${path.relative(root, logFile)}):\n${server.logTail()}`);
  }
  return { summary, code };
}
