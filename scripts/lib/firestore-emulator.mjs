/**
 * The Firestore emulator for the test wrapper (scripts/with-auth-emulator.mjs): gcloud's emulator jar run directly
 * on a Java 21+, on a free port, with firestore.rules loaded (what `firebase emulators:start` does from
 * firebase.json), so the rules, the Firebase adapter's contract suite and the trusted-firebase tests run in every
 * `npm test` on machines that carry it.
 *
 *   jar   FIRESTORE_EMULATOR_JAR, else /usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/
 *         cloud-firestore-emulator.jar (gcloud's `cloud-firestore-emulator` component)
 *   java  $JAVA_HOME/bin/java when JAVA_HOME is set; otherwise `java` on PATH, then the JDKs under /usr/lib/jvm,
 *         the first that is Java 21 or newer
 *
 * FIRESTORE_EMULATOR_HOST already set: that emulator is used and left alone. FIRESTORE_EMULATOR_START_TIMEOUT_MS
 * (default 120000) bounds the start.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const DEFAULT_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const JVM_DIR = '/usr/lib/jvm';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const MIN_JAVA = 21;
const STOP_TIMEOUT_MS = 10_000;
const MAX_OUTPUT_CHARS = 20_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The major version `java -version` reports (`"25.0.1"` -> 25, `"1.8.0_292"` -> 8), or null if it does not run. */
export function javaMajorVersion(java) {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8', timeout: 30_000 });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

function javaCandidates(env) {
  if (env.JAVA_HOME) return [{ java: path.join(env.JAVA_HOME, 'bin', 'java'), from: `JAVA_HOME (${env.JAVA_HOME})` }];
  let jdks = [];
  try {
    jdks = readdirSync(JVM_DIR).sort().reverse();
  } catch {
    // no /usr/lib/jvm
  }
  return [
    { java: 'java', from: 'PATH' },
    ...jdks.map((dir) => ({ java: path.join(JVM_DIR, dir, 'bin', 'java'), from: path.join(JVM_DIR, dir) })),
  ].filter((c) => c.java === 'java' || existsSync(c.java));
}

/**
 * The jar and a Java 21+ to run it, or `{ missing }`: one sentence saying what is not there.
 * @returns {{ jar: string, java: string, javaVersion: number } | { missing: string }}
 */
export function findFirestoreEmulator(env = process.env) {
  const jar = env.FIRESTORE_EMULATOR_JAR || DEFAULT_JAR;
  if (!existsSync(jar)) return { missing: `no Firestore emulator jar at ${jar} (set FIRESTORE_EMULATOR_JAR)` };
  const seen = [];
  for (const { java, from } of javaCandidates(env)) {
    const version = javaMajorVersion(java);
    if (version !== null && version >= MIN_JAVA) return { jar, java, javaVersion: version };
    seen.push(`${from}: ${version === null ? 'none' : `Java ${version}`}`);
  }
  return { missing: `no Java ${MIN_JAVA}+ to run it (${seen.join('; ') || 'no java found'}; set JAVA_HOME)` };
}

function freePort(host, port = 0) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(port, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const ownGroup = process.platform !== 'win32';

/** Signals the emulator and anything it started (its own process group where there are groups). */
function killGroup(child, sig) {
  try {
    if (ownGroup) process.kill(-child.pid, sig);
    else child.kill(sig);
  } catch {
    // already gone
  }
}

/** Whether a Firestore emulator answers at host:port (its root path says "Ok"). */
export async function firestoreAnswers(hostPort) {
  try {
    const res = await fetch(`http://${hostPort}/`, { signal: AbortSignal.timeout(2000) });
    return res.ok && (await res.text()).trim() === 'Ok';
  } catch {
    return false;
  }
}

async function loadRules(hostPort, projectId, rulesFile) {
  const content = readFileSync(rulesFile, 'utf8');
  const res = await fetch(`http://${hostPort}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: path.basename(rulesFile), content }] } }),
  });
  if (!res.ok) throw new Error(`loading ${rulesFile} failed: HTTP ${res.status} ${await res.text()}`);
}

/** `preferred` when nothing listens there; otherwise (unless `strict`) any free port. */
async function pickPort(host, preferred, strict) {
  if (preferred) {
    try {
      return await freePort(host, preferred);
    } catch (err) {
      if (strict)
        throw new Error(`port ${preferred} on ${host} is already in use (firebase.json's Firestore port)`, {
          cause: err,
        });
    }
  }
  return freePort(host);
}

/**
 * Provides a Firestore emulator for one run. `port` (firebase.json's, for the callers) is used when it is free,
 * else a free one, unless `strictPort`: then a taken port is a failure. Returns at once; `ready` resolves with one of
 *   { host }              an emulator answers there (`reused` true when FIRESTORE_EMULATOR_HOST named it)
 *   { skipped: reason }   no jar or no Java 21+ here: the suites that need it skip
 *   { failed: reason }    jar and Java are there but the emulator did not start; its output was logged
 * and `stop()` (safe at any time, also during the start) stops an emulator this call started.
 */
export function provideFirestoreEmulator({
  env = process.env,
  host = '127.0.0.1',
  port: preferredPort,
  strictPort = false,
  projectId,
  rulesFile,
  log,
}) {
  let child = null;
  let stopped = false;

  const stopChild = async () => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    const signal = (sig) => killGroup(current, sig);
    signal('SIGTERM');
    if (!(await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]))) {
      log('the Firestore emulator did not stop within 10 s; killing it.');
      signal('SIGKILL');
      await exited;
    }
  };
  // Last resort if the wrapper exits without stopping it (an uncaught error, process.exit elsewhere).
  const killOnExit = () => {
    if (child && child.exitCode === null && child.signalCode === null) killGroup(child, 'SIGKILL');
  };
  process.on('exit', killOnExit);

  async function launch(found) {
    const timeoutMs = Number(env.FIRESTORE_EMULATOR_START_TIMEOUT_MS ?? 120_000);
    const port = await pickPort(host, preferredPort, strictPort);
    const hostPort = `${host}:${port}`;
    let output = '';
    child = spawn(
      found.java,
      ['-Duser.language=en', '-cp', found.jar, MAIN_CLASS, 'start', `--host=${host}`, `--port=${port}`],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: a Ctrl-C in the terminal reaches the wrapper, which stops it in order.
        detached: ownGroup,
      },
    );
    const onData = (chunk) => {
      if (output.length < MAX_OUTPUT_CHARS) output += chunk.toString();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (err) => onData(`${err.message}\n`));
    const started = Date.now();
    const deadline = started + timeoutMs;
    while (Date.now() < deadline && !stopped) {
      if (child.exitCode !== null || child.signalCode !== null) break;
      if (await firestoreAnswers(hostPort)) {
        if (rulesFile) await loadRules(hostPort, projectId, rulesFile);
        return { host: hostPort, seconds: (Date.now() - started) / 1000 };
      }
      await sleep(250);
    }
    const exited = child.exitCode !== null || child.signalCode !== null;
    await stopChild();
    return {
      failed: exited
        ? `it exited (code ${child.exitCode ?? child.signalCode})`
        : `it did not answer within ${timeoutMs / 1000} s`,
      output,
      portTaken: /address already in use|BindException/i.test(output),
    };
  }

  async function start() {
    const given = env.FIRESTORE_EMULATOR_HOST;
    if (given) {
      if (!(await firestoreAnswers(given))) log(`warning: FIRESTORE_EMULATOR_HOST=${given} does not answer.`);
      return { host: given, reused: true };
    }
    const found = findFirestoreEmulator(env);
    if ('missing' in found) return { skipped: found.missing };
    log(`starting the Firestore emulator (Java ${found.javaVersion}: ${found.java}; ${found.jar})...`);
    // A free port can be taken by another process before Java binds it: try another one.
    for (let attempt = 1; ; attempt += 1) {
      let result;
      try {
        result = await launch(found);
      } catch (err) {
        await stopChild();
        return { failed: err.message };
      }
      if (!result.portTaken || attempt === 3 || stopped) {
        if (result.failed) log(`the Firestore emulator did not start: ${result.failed}. Its output:\n${result.output}`);
        return result;
      }
    }
  }

  return {
    ready: start(),
    async stop() {
      stopped = true;
      await stopChild();
      process.off('exit', killOnExit);
    },
  };
}
