/**
 * The offline checks of `npm run deploy:check` that read the deploy configuration: each answers a list of
 * problems (empty when fine) and, where useful, notes that do not fail the check.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

export interface CheckResult {
  problems: string[];
  notes: string[];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What App Hosting must give the server: the web config at build and run time, the site URL and the cron secret. */
export const REQUIRED_APPHOSTING_ENV = [
  'NEXT_PUBLIC_FIREBASE_API_KEY',
  'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
  'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  'NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET',
  'NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID',
  'NEXT_PUBLIC_FIREBASE_APP_ID',
  'APP_URL',
  'CRON_SECRET',
];
const RUN_CONFIG_KEYS = ['cpu', 'memoryMiB', 'minInstances', 'maxInstances', 'concurrency', 'vpcAccess'];
const PLACEHOLDER = /your-project|replace-with|example\.com/;

/** firebase.json: known top-level keys (firebase-tools' own schema), the files it names, App Hosting, extensions. */
export function checkFirebaseJson(root: string, schemaFile: string): CheckResult {
  const problems: string[] = [];
  const notes: string[] = [];
  let config: unknown;
  try {
    config = readJson(path.join(root, 'firebase.json'));
  } catch (err) {
    return { problems: [`firebase.json does not parse: ${(err as Error).message}`], notes };
  }
  if (!isObject(config)) return { problems: ['firebase.json is not an object'], notes };
  const schema = readJson(schemaFile) as { properties: Record<string, unknown> };
  for (const key of Object.keys(config))
    if (!(key in schema.properties)) problems.push(`firebase.json: unknown key "${key}"`);
  const files: [string, unknown][] = [
    ['firestore.rules', (config.firestore as Record<string, unknown> | undefined)?.rules],
    ['firestore.indexes', (config.firestore as Record<string, unknown> | undefined)?.indexes],
    ['storage.rules', (config.storage as Record<string, unknown> | undefined)?.rules],
  ];
  for (const [what, file] of files) {
    if (typeof file !== 'string') problems.push(`firebase.json: ${what} is not set`);
    else if (!existsSync(path.join(root, file)))
      problems.push(`firebase.json: ${what} names ${file}, which does not exist`);
  }
  const backends = Array.isArray(config.apphosting)
    ? config.apphosting
    : config.apphosting === undefined
      ? []
      : [config.apphosting];
  if (backends.length === 0) problems.push('firebase.json: no "apphosting" backend');
  for (const backend of backends) {
    if (!isObject(backend)) {
      problems.push('firebase.json: an "apphosting" entry is not an object');
      continue;
    }
    for (const key of ['backendId', 'rootDir', 'ignore'])
      if (!(key in backend)) problems.push(`firebase.json: apphosting.${key} is required`);
    if (typeof backend.rootDir === 'string' && !existsSync(path.join(root, backend.rootDir, 'apphosting.yaml'))) {
      problems.push(`firebase.json: no apphosting.yaml in the App Hosting rootDir "${backend.rootDir}"`);
    }
  }
  const extensions = isObject(config.extensions) ? config.extensions : {};
  if (!('firestore-send-email' in extensions))
    problems.push('firebase.json: the Trigger Email extension (extensions.firestore-send-email) is not declared');
  for (const [id, ref] of Object.entries(extensions)) {
    if (typeof ref !== 'string' || !/^[a-z0-9-]+\/[a-z0-9-]+@[\w.^~-]+$/.test(ref))
      problems.push(`firebase.json: extensions.${id} is not "publisher/extension@version"`);
    const envFile = path.join(root, 'extensions', `${id}.env`);
    if (!existsSync(envFile)) problems.push(`extensions/${id}.env (its parameters) is missing`);
    else {
      const bad = readFileSync(envFile, 'utf8')
        .split('\n')
        .filter((l) => l.trim() && !l.startsWith('#') && !/^[A-Z][A-Z0-9_]*=/.test(l));
      for (const line of bad) problems.push(`extensions/${id}.env: not KEY=VALUE: ${line}`);
      if (PLACEHOLDER.test(readFileSync(envFile, 'utf8')))
        notes.push(`extensions/${id}.env has example values to replace (SMTP server, sender)`);
    }
  }
  return { problems, notes };
}

/** apphosting.yaml: parses, runConfig keys App Hosting knows, each env entry a value or a secret, the required ones. */
export function checkAppHostingYaml(file: string): CheckResult {
  const problems: string[] = [];
  const notes: string[] = [];
  let doc: unknown;
  try {
    doc = parseYaml(readFileSync(file, 'utf8'));
  } catch (err) {
    return { problems: [`apphosting.yaml does not parse: ${(err as Error).message.split('\n')[0]}`], notes };
  }
  if (!isObject(doc)) return { problems: ['apphosting.yaml is not a mapping'], notes };
  for (const key of Object.keys(doc))
    if (!['runConfig', 'env', 'outputFiles', 'scripts'].includes(key))
      problems.push(`apphosting.yaml: unknown key "${key}"`);
  if (doc.runConfig !== undefined) {
    if (!isObject(doc.runConfig)) problems.push('apphosting.yaml: runConfig is not a mapping');
    else
      for (const key of Object.keys(doc.runConfig))
        if (!RUN_CONFIG_KEYS.includes(key)) problems.push(`apphosting.yaml: unknown runConfig.${key}`);
  }
  const env = Array.isArray(doc.env) ? doc.env : [];
  const seen = new Set<string>();
  const placeholders: string[] = [];
  for (const entry of env) {
    if (!isObject(entry) || typeof entry.variable !== 'string') {
      problems.push('apphosting.yaml: an env entry has no "variable"');
      continue;
    }
    const name = entry.variable;
    if (seen.has(name)) problems.push(`apphosting.yaml: ${name} is declared twice`);
    seen.add(name);
    if ('value' in entry === 'secret' in entry)
      problems.push(`apphosting.yaml: ${name} needs exactly one of value and secret`);
    const availability = entry.availability ?? ['BUILD', 'RUNTIME'];
    if (!Array.isArray(availability) || availability.some((a) => a !== 'BUILD' && a !== 'RUNTIME'))
      problems.push(`apphosting.yaml: ${name} has an availability other than BUILD and RUNTIME`);
    else if (name.startsWith('NEXT_PUBLIC_') && !availability.includes('BUILD'))
      problems.push(`apphosting.yaml: ${name} must be available at BUILD (Next inlines it)`);
    if (name.startsWith('NEXT_PUBLIC_') && 'secret' in entry)
      problems.push(`apphosting.yaml: ${name} ends up in the browser bundle; it cannot be a secret`);
    if (typeof entry.value === 'string' && PLACEHOLDER.test(entry.value)) placeholders.push(name);
  }
  for (const name of REQUIRED_APPHOSTING_ENV)
    if (!seen.has(name)) problems.push(`apphosting.yaml: ${name} is not declared`);
  if (placeholders.length > 0)
    notes.push(
      `apphosting.yaml: replace the example values of ${placeholders.join(', ')} with your project's before deploying`,
    );
  return { problems, notes };
}

/** .firebaserc.example and firestore.indexes.json: parse, and the shape firebase-tools reads. */
export function checkOtherFiles(root: string): CheckResult {
  const problems: string[] = [];
  try {
    const rc = readJson(path.join(root, '.firebaserc.example')) as { projects?: { default?: unknown } };
    if (typeof rc.projects?.default !== 'string') problems.push('.firebaserc.example: projects.default is not set');
  } catch (err) {
    problems.push(`.firebaserc.example does not parse: ${(err as Error).message}`);
  }
  try {
    const file = readJson(path.join(root, 'firestore.indexes.json')) as { indexes?: unknown };
    if (!Array.isArray(file.indexes)) problems.push('firestore.indexes.json: "indexes" is not a list');
    for (const [i, ix] of (Array.isArray(file.indexes) ? file.indexes : []).entries()) {
      const fields = isObject(ix) && Array.isArray(ix.fields) ? ix.fields : null;
      if (!isObject(ix) || typeof ix.collectionGroup !== 'string' || !fields || fields.length < 2)
        problems.push(`firestore.indexes.json: index ${i} needs a collectionGroup and at least two fields`);
      else
        for (const f of fields)
          if (!isObject(f) || typeof f.fieldPath !== 'string' || 'order' in f === 'arrayConfig' in f)
            problems.push(
              `firestore.indexes.json: index ${i} (${ix.collectionGroup}) has a field without exactly one of order and arrayConfig`,
            );
    }
  } catch (err) {
    problems.push(`firestore.indexes.json does not parse: ${(err as Error).message}`);
  }
  return { problems, notes: [] };
}
