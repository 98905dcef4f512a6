/**
 * npm run deploy:check [-- --skip-queries] [--skip-rules] [--queries-from <file>]
 *
 * What can be checked of the deploy recipe without a Firebase project or network:
 *  1. config files: firebase.json (against firebase-tools' own schema), apphosting.yaml, the extension's params
 *     file, .firebaserc.example and firestore.indexes.json parse and have the keys the deploy reads;
 *  2. indexes: the service-layer and scheduled-job suites run on the local engine while their queries are recorded;
 *     every recorded query needing a composite index must be served by firestore.indexes.json (the local engine's
 *     own matcher). A query no test runs is not covered: the output says how many shapes were seen;
 *  3. rules: firestore.rules is loaded into a Firestore emulator (gcloud's jar, scripts/lib/firestore-emulator.mjs),
 *     which refuses rules that do not compile. storage.rules needs firebase-tools' Storage emulator (a download):
 *     not checked here.
 * Exits 1 when a check fails; a check that cannot run here says so and is not counted as passed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CompositeIndex } from '../server/local/documents/indexes';
import { provideFirestoreEmulator } from './lib/firestore-emulator.mjs';
import {
  checkAppHostingYaml,
  checkFirebaseJson,
  checkOtherFiles,
  type CheckResult,
} from './deploy-check/config-checks';
import { indexCoverage, readRecordedQueries } from './deploy-check/index-coverage';
import { compileRulesOnEmulator } from './deploy-check/rules-compile';

const root = path.resolve(__dirname, '..');
const say = (line: string) => console.log(`[deploy:check] ${line}`);
type Outcome = 'passed' | 'failed' | 'skipped';

function report(name: string, result: CheckResult): Outcome {
  for (const note of result.notes) say(`  note: ${note}`);
  for (const problem of result.problems) say(`  FAIL: ${problem}`);
  say(`${result.problems.length === 0 ? 'PASS' : 'FAIL'} ${name}`);
  return result.problems.length === 0 ? 'passed' : 'failed';
}

function checkConfigs(): Outcome {
  const schema = path.join(root, 'node_modules/firebase-tools/schema/firebase-config.json');
  const results = [
    checkFirebaseJson(root, schema),
    checkAppHostingYaml(path.join(root, 'apphosting.yaml')),
    checkOtherFiles(root),
  ];
  return report(
    'config files (firebase.json, apphosting.yaml, extensions/, .firebaserc.example, firestore.indexes.json)',
    {
      problems: results.flatMap((r) => r.problems),
      notes: results.flatMap((r) => r.notes),
    },
  );
}

function recordQueries(): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-check-'));
  const log = path.join(dir, 'queries.jsonl');
  say('running the service and scheduled-job suites on the local engine to record their queries (a few minutes)...');
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      'scripts/deploy-check/record-queries.vitest.config.ts',
    ],
    {
      cwd: root,
      env: { ...process.env, QUERY_LOG_FILE: log, FIRESTORE_EMULATOR_HOST: '', FIREBASE_AUTH_EMULATOR_HOST: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (run.status !== 0) {
    say(
      `  FAIL: the suites failed (exit ${run.status}); run them with npx vitest run --config scripts/deploy-check/record-queries.vitest.config.ts`,
    );
    return null;
  }
  return log;
}

function checkIndexes(from: string | undefined): Outcome {
  const log = from ?? recordQueries();
  if (!log) return 'failed';
  const declared = (
    JSON.parse(readFileSync(path.join(root, 'firestore.indexes.json'), 'utf8')) as { indexes: CompositeIndex[] }
  ).indexes;
  const coverage = indexCoverage(readRecordedQueries(log), declared);
  if (!from) rmSync(path.dirname(log), { recursive: true, force: true });
  say(
    `  ${coverage.queries} queries run, ${coverage.shapes} distinct shapes served, ${coverage.composite} of them needing a composite index.`,
  );
  say(
    `  ${coverage.refused} shapes were refused for want of an index in the suites that assert that refusal (not app queries).`,
  );
  say('  Covers the queries the service and scheduled-job suites run; a query no test runs is not seen.');
  return report('every recorded query has its index in firestore.indexes.json', {
    problems: coverage.missing.map((shape) => `no composite index serves ${shape}`),
    notes: [],
  });
}

async function checkRules(): Promise<Outcome> {
  const emulator = provideFirestoreEmulator({
    projectId: 'demo-deploy-check',
    log: (line: string) => say(`  ${line}`),
  });
  try {
    const ready = await emulator.ready;
    if (!('host' in ready)) {
      say(`SKIPPED firestore.rules compile: ${'skipped' in ready ? ready.skipped : ready.failed}`);
      return 'skipped';
    }
    const error = await compileRulesOnEmulator(ready.host, 'demo-deploy-check', path.join(root, 'firestore.rules'));
    const outcome = report('firestore.rules compiles on the Firestore emulator', {
      problems: error ? [error] : [],
      notes: [],
    });
    say(
      "  storage.rules: not compiled here (needs firebase-tools' Storage emulator); `npx firebase deploy --only storage` checks it.",
    );
    return outcome;
  } finally {
    await emulator.stop();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      'skip-queries': { type: 'boolean' },
      'skip-rules': { type: 'boolean' },
      'queries-from': { type: 'string' },
    },
    strict: true,
  });
  const outcomes: Outcome[] = [checkConfigs()];
  // A check left out on request counts as skipped in the summary, like one that cannot run here.
  if (values['skip-queries']) {
    say('SKIPPED indexes (--skip-queries)');
    outcomes.push('skipped');
  } else outcomes.push(checkIndexes(values['queries-from']));
  if (values['skip-rules']) {
    say('SKIPPED firestore.rules compile (--skip-rules)');
    outcomes.push('skipped');
  } else outcomes.push(await checkRules());
  const failed = outcomes.filter((o) => o === 'failed').length;
  const skipped = outcomes.filter((o) => o === 'skipped').length;
  say(`${outcomes.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped.`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => (process.exitCode = code),
  (err: Error) => {
    console.error(err);
    process.exitCode = 1;
  },
);
