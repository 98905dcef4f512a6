/**
 * Load benchmark of the local backend on a production build: N virtual users, each signed up as its own talent or
 * company and signed in with its own session, looping without pause over 30 % public pages (landing, sign-in),
 * 40 % talent reads (first page of the job list, one job), 20 % company reads (its jobs, one job's applicants) and
 * 10 % writes (a profile save, marking notifications read), timed after a warm-up, at each level of users.
 *
 *   npm run bench:load -- [--users=10,50,100] [--duration=60] [--warmup=15] [--no-build] [--against <url>]
 *                         [--data=<folder>]
 *
 * Builds (unless --no-build) and serves `npm start` on a fresh data folder with the demo data (never
 * .local-data/), with the local mailbox on (companies verify their email from it; the demo administrator then
 * verifies them, so their jobs go live) and sign-up limits raised for its own users. `--against <url>` runs the
 * same world and mix on a second, already running server (which needs the demo administrator, a readable mailbox
 * and room for the sign-ups) and prints both side by side. `--data=<folder>` serves a copy of that folder (e.g. one
 * `npm run seed:scale` filled, which holds the demo too) instead of a fresh one.
 *
 * Prints requests/s, p50/p95/p99 per kind of request, errors by status, the server's peak memory and the count of
 * acknowledged writes not read back at the end. A benchmark, not a test: exits 1 only when a write was lost or the
 * server failed. The benchmark's own users run in this one Node process, on the same machine as the server, at a
 * lower priority (nice 10) and with a lean HTTP client (scripts/lib/load-fetch.ts): what they spend is the
 * benchmark's cost, not the server's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localModeEnv, nextBuild, startNext, type NextServer } from './lib/next-server.mjs';
import { roleCounts } from './lib/load-mix';
import { parseLoadOptions } from './lib/load-options';
import { formatLevel } from './lib/load-report';
import { hasUnread, readProfileBack, type UserWrites } from './lib/load-requests';
import { runLevel, type LevelResult } from './lib/load-run';
import { buildWorld, type VirtualUser, type World } from './lib/load-setup';
import { lostWrites } from './lib/load-stats';

interface Target {
  label: string;
  url: string;
  /** Our own server's process (group) id; null for --against. */
  pid: number | null;
  world?: World;
  writes: Map<VirtualUser, UserWrites>;
}

/** The virtual users' priority: browsers on other machines would not compete with the server at all. */
const CLIENT_NICE = 10;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Users whose last acknowledged write is not what the server holds now. */
async function countLost(target: Target): Promise<string[]> {
  const users = [...target.writes.keys()];
  const readBack = new Map<string, unknown>();
  const lost: string[] = [];
  for (const user of users) {
    const writes = target.writes.get(user)!;
    if (writes.profile.writes.length > 0) readBack.set(user.email, await readProfileBack(user));
    if (writes.markedRead && (await hasUnread(user))) lost.push(`${user.email} (notifications still unread)`);
  }
  const trails = users.map((u) => target.writes.get(u)!.profile);
  return [...lostWrites(trails, readBack).map((email) => `${email} (profile save)`), ...lost];
}

async function main(): Promise<number> {
  const options = parseLoadOptions(process.argv.slice(2));
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const dataDir = path.join(scratch, 'data');
  const env = localModeEnv(dataDir, {
    LOCAL_MAILBOX: 'on',
    LOCAL_AUTH_CLIENT_LIMITS: 'signUps=100000,signInFailures=100000',
  });
  let server: NextServer | undefined;
  try {
    if (options.build) {
      console.log('[load] next build ...');
      const build = await nextBuild(env);
      if (build.code !== 0) throw new Error(`next build failed (exit ${build.code})`);
    }
    if (options.data) {
      console.log(`[load] copying ${options.data} ...`);
      fs.cpSync(options.data, dataDir, { recursive: true });
    }
    server = await startNext({ env, logFile: path.join(scratch, 'server.log'), timeoutMs: 120_000 });
    console.log(
      `[load] npm start on ${server.url}, data folder ${dataDir}${options.data ? ` (a copy of ${options.data})` : ''}`,
    );
    const targets: Target[] = [
      { label: 'this build (npm start)', url: server.url, pid: server.pid, writes: new Map() },
    ];
    if (options.against)
      targets.push({ label: `against ${options.against}`, url: options.against, pid: null, writes: new Map() });

    // The virtual users stand in for browsers on other machines: here they yield the processor to the server
    // whenever both want it. Set after the server started, so it keeps the default priority.
    os.setPriority(CLIENT_NICE);
    const most = Math.max(...options.levels);
    const tag = Date.now().toString(36);
    for (const target of targets) {
      const t0 = Date.now();
      target.world = await buildWorld(target.url, most, tag);
      for (const user of target.world.users)
        target.writes.set(user, { profile: { user: user.email, writes: [] }, markedRead: false });
      const { users, jobIds, warnings } = target.world;
      console.log(
        `[load] ${target.label}: ${users.length} users signed up, jobs and applications made in ${((Date.now() - t0) / 1000).toFixed(1)} s; ${jobIds.length} jobs on the first page`,
      );
      for (const warning of warnings.slice(0, 5)) console.log(`[load]   warning: ${warning}`);
      if (warnings.length > 5) console.log(`[load]   ... and ${warnings.length - 5} more warnings`);
    }

    let failed = false;
    const tables: string[] = [];
    for (const level of options.levels) {
      const columns: { label: string; result: LevelResult }[] = [];
      for (const target of targets) {
        const { talent, company } = roleCounts(level);
        console.log(
          `[load] ${level} users (${talent} talents, ${company} companies) on ${target.label}, ${options.warmupSeconds + options.durationSeconds} s ...`,
        );
        const result = await runLevel({
          users: target.world!.users.slice(0, level),
          world: target.world!,
          writes: target.writes,
          warmupSeconds: options.warmupSeconds,
          durationSeconds: options.durationSeconds,
          serverPid: target.pid,
        });
        const answered = Object.values(result.samples).some((s) => s.length > 0);
        if (!answered || (target.pid !== null && !alive(target.pid))) {
          console.error(
            `[load] ${target.label} failed at ${level} users${target.pid !== null ? `\n--- server log ---\n${server.logTail()}` : ''}`,
          );
          failed = true;
        }
        columns.push({ label: target.label, result });
      }
      tables.push(formatLevel(columns, options.warmupSeconds));
      console.log(`\n${tables[tables.length - 1]}\n`);
    }

    let lostTotal = 0;
    const lostLines: string[] = [];
    for (const target of targets) {
      const lost = await countLost(target);
      const sent = [...target.writes.values()].reduce((n, w) => n + w.profile.writes.filter((x) => x.acked).length, 0);
      lostTotal += lost.length;
      lostLines.push(
        `  ${target.label}: ${lost.length} (of ${sent} acknowledged profile saves, plus marks read)${lost.length ? `: ${lost.slice(0, 5).join(', ')}` : ''}`,
      );
    }
    console.log('Load benchmark, local backend on a production build');
    console.log(tables.join('\n\n'));
    console.log(`\nAcknowledged writes not read back at the end (must be 0):\n${lostLines.join('\n')}`);
    console.log(
      `Machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(', ')}; ` +
        `the virtual users run in this process on the same machine as the server, at nice ${CLIENT_NICE}.`,
    );
    return lostTotal > 0 || failed ? 1 : 0;
  } finally {
    await server?.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
