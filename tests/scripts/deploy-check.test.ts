/**
 * `npm run deploy:check`'s pieces, and the repository's own deploy configuration: this file fails when
 * firebase.json, apphosting.yaml, the extension's params file, .firebaserc.example or firestore.indexes.json
 * become invalid.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CompositeIndex } from '@/server/local/documents/indexes';
import { checkAppHostingYaml, checkFirebaseJson, checkOtherFiles } from '../../scripts/deploy-check/config-checks';
import { indexCoverage, type RecordedQuery } from '../../scripts/deploy-check/index-coverage';
import { compileRulesOnEmulator } from '../../scripts/deploy-check/rules-compile';
import { requireEmulator } from '../helpers/firebase-emulators';

const root = process.cwd();
const schema = path.join(root, 'node_modules/firebase-tools/schema/firebase-config.json');
const DEPLOY_FILES = [
  'firebase.json',
  'apphosting.yaml',
  '.firebaserc.example',
  'firestore.indexes.json',
  'firestore.rules',
  'storage.rules',
  'extensions',
];

/** A copy of the deploy files to break one at a time. */
function copy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-check-'));
  for (const file of DEPLOY_FILES) cpSync(path.join(root, file), path.join(dir, file), { recursive: true });
  return dir;
}
const edit = (dir: string, file: string, change: (text: string) => string) =>
  writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8')));

describe("the repository's deploy configuration", () => {
  it('passes every config check', () => {
    expect(checkFirebaseJson(root, schema).problems).toEqual([]);
    expect(checkAppHostingYaml(path.join(root, 'apphosting.yaml')).problems).toEqual([]);
    expect(checkOtherFiles(root).problems).toEqual([]);
  });
});

describe('config checks catch', () => {
  it('firebase.json that does not parse, an unknown key, a missing rules file, no App Hosting, no extension params', () => {
    let dir = copy();
    edit(dir, 'firebase.json', (t) => t.replace('{', '{,'));
    expect(checkFirebaseJson(dir, schema).problems[0]).toMatch(/^firebase.json does not parse/);

    dir = copy();
    edit(dir, 'firebase.json', (t) =>
      t.replace('"firestore": {', '"hostingg": {}, "firestore": {').replace('"storage.rules"', '"missing.rules"'),
    );
    expect(checkFirebaseJson(dir, schema).problems).toEqual([
      'firebase.json: unknown key "hostingg"',
      'firebase.json: storage.rules names missing.rules, which does not exist',
    ]);

    dir = copy();
    const config = JSON.parse(readFileSync(path.join(dir, 'firebase.json'), 'utf8'));
    delete config.apphosting;
    config.extensions = { 'firestore-send-email': 'firebase/firestore-send-email@0.2.4', other: 'nope' };
    writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config));
    expect(checkFirebaseJson(dir, schema).problems).toEqual([
      'firebase.json: no "apphosting" backend',
      'firebase.json: extensions.other is not "publisher/extension@version"',
      'extensions/other.env (its parameters) is missing',
    ]);
  });

  it('apphosting.yaml that does not parse, a secret in the browser bundle, a build-time variable missing at build, a required one missing', () => {
    const dir = copy();
    const file = path.join(dir, 'apphosting.yaml');
    edit(dir, 'apphosting.yaml', (t) => `${t}\n  bad: [unclosed\n`);
    expect(checkAppHostingYaml(file).problems[0]).toMatch(/^apphosting.yaml does not parse/);
    writeFileSync(
      file,
      [
        'runConfig:',
        '  cpus: 2',
        'env:',
        '  - variable: NEXT_PUBLIC_FIREBASE_API_KEY',
        '    secret: web-key',
        '  - variable: NEXT_PUBLIC_FIREBASE_PROJECT_ID',
        '    value: acme',
        '    availability: [RUNTIME]',
        '  - variable: APP_URL',
        '    value: https://acme.example',
        '    secret: also',
      ].join('\n'),
    );
    expect(checkAppHostingYaml(file).problems).toEqual([
      'apphosting.yaml: unknown runConfig.cpus',
      'apphosting.yaml: NEXT_PUBLIC_FIREBASE_API_KEY ends up in the browser bundle; it cannot be a secret',
      'apphosting.yaml: NEXT_PUBLIC_FIREBASE_PROJECT_ID must be available at BUILD (Next inlines it)',
      'apphosting.yaml: APP_URL needs exactly one of value and secret',
      'apphosting.yaml: NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN is not declared',
      'apphosting.yaml: NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET is not declared',
      'apphosting.yaml: NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID is not declared',
      'apphosting.yaml: NEXT_PUBLIC_FIREBASE_APP_ID is not declared',
      'apphosting.yaml: CRON_SECRET is not declared',
    ]);
  });

  it('an index field with neither order nor arrayConfig, and a .firebaserc.example without a project', () => {
    const dir = copy();
    edit(dir, 'firestore.indexes.json', (t) => t.replace('"order": "ASCENDING"', '"direction": "ASCENDING"'));
    writeFileSync(path.join(dir, '.firebaserc.example'), '{"projects": {}}');
    expect(checkOtherFiles(dir).problems).toEqual([
      '.firebaserc.example: projects.default is not set',
      expect.stringMatching(
        /^firestore.indexes.json: index 0 \(\w+\) has a field without exactly one of order and arrayConfig$/,
      ),
    ]);
  });
});

describe('index coverage', () => {
  const need = (equality: string[], ordered: [string, 'ASCENDING' | 'DESCENDING']) => ({
    equality: equality.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
    ordered: [{ fieldPath: ordered[0], order: ordered[1] }],
  });
  const query = (
    group: string,
    where: string[],
    order: [string, 'ASCENDING' | 'DESCENDING'] | null,
  ): RecordedQuery => ({
    group,
    where: where.map((f) => `${f} ==`),
    order: order ? [`${order[0]} ${order[1] === 'ASCENDING' ? 'asc' : 'desc'}`] : [],
    need: order && where.length > 0 ? need(where, order) : null,
  });
  const declared: CompositeIndex[] = [
    {
      collectionGroup: 'jobs',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    },
  ];

  it('passes queries served by a declared index or by single-field indexes, counting each shape once', () => {
    const queries = [
      query('jobs', ['status'], ['createdAt', 'DESCENDING']),
      query('jobs', ['status'], ['createdAt', 'DESCENDING']),
      query('jobs', ['status'], null),
    ];
    expect(indexCoverage(queries, declared)).toEqual({ queries: 3, shapes: 2, composite: 1, missing: [], refused: 0 });
  });

  it('counts apart the queries the engine refused (suites asserting the refusal)', () => {
    const refused = { ...query('jobs', ['level'], ['createdAt', 'DESCENDING']), refused: true };
    expect(indexCoverage([refused, query('jobs', ['status'], null)], declared)).toEqual({
      queries: 2,
      shapes: 1,
      composite: 0,
      missing: [],
      refused: 1,
    });
  });

  it('names a query whose composite index is missing (wrong direction, other field, other collection)', () => {
    const queries = [
      query('jobs', ['status'], ['createdAt', 'ASCENDING']),
      query('jobs', ['level'], ['createdAt', 'DESCENDING']),
      query('events', ['status'], ['createdAt', 'DESCENDING']),
    ];
    expect(indexCoverage(queries, declared).missing).toEqual([
      'jobs: where status ==; order createdAt asc',
      'jobs: where level ==; order createdAt desc',
      'events: where status ==; order createdAt desc',
    ]);
  });
});

const withFirestore = requireEmulator(
  'deploy:check rules compile',
  'FIRESTORE_EMULATOR_HOST',
  'run under node scripts/with-auth-emulator.mjs',
);
describe.skipIf(!withFirestore)('rules compile on the Firestore emulator', () => {
  // A project of its own: the rules the other suites loaded stay as they are.
  const project = 'demo-deploy-check';

  it('accepts firestore.rules and names the line of a broken copy', async () => {
    expect(
      await compileRulesOnEmulator(process.env.FIRESTORE_EMULATOR_HOST!, project, path.join(root, 'firestore.rules')),
    ).toBeNull();
    const dir = copy();
    edit(dir, 'firestore.rules', (t) => t.replace('allow get: if isUser(uid);', 'allow get: if isUser(uid) &&;'));
    expect(
      await compileRulesOnEmulator(process.env.FIRESTORE_EMULATOR_HOST!, project, path.join(dir, 'firestore.rules')),
    ).toMatch(/^HTTP 400: .*Error compiling rules/);
  });
});

describe('the summary', () => {
  it('counts the checks left out on request as skipped, never as passed', () => {
    const tsx = path.join(root, 'node_modules/.bin/tsx');
    const out = execFileSync(tsx, ['scripts/deploy-check.ts', '--skip-queries', '--skip-rules'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(out).toContain('1 passed, 0 failed, 2 skipped.');
  }, 60_000);
});
