/**
 * One level of the load benchmark: N virtual users, each looping without pause over its role's mix, timed after a
 * warm-up; the server's resident memory sampled meanwhile when it runs on this machine.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pickKind, REQUEST_KINDS, type RequestKind } from './load-mix';
import { errorLabel, perform, type UserWrites } from './load-requests';
import type { VirtualUser, World } from './load-setup';
import { DELAY_RESOLUTION_MS, lateness } from './load-stats';

export interface LevelResult {
  users: number;
  seconds: number;
  /** Latency samples (ms) of the answered requests of the timed window, per kind. */
  samples: Record<RequestKind, number[]>;
  /** Failed requests of the timed window, per status or error code. */
  errors: Record<string, number>;
  /** Peak resident memory of the server's processes in bytes; null when the server is not ours. */
  peakRss: number | null;
  /**
   * How late this process's own event loop ran during the timed window (ms): an answer that arrived waits that long
   * before its time is taken, so the figures above include it.
   */
  clientDelay: { p50: number; p99: number };
  /** Processor time over the timed window, in cores (1 = one core all the time). */
  cpu: { client: number; server: ServerCpu | null };
}

/** The server's processor time by thread: its main thread, its busiest other thread (the database's), the rest. */
export interface ServerCpu {
  main: number;
  busiestOther: number;
  rest: number;
}

/** Processor ticks used so far by each thread of every process in the process group `pgid`, and which are main. */
function groupThreadTicks(pgid: number): Map<string, { ticks: number; main: boolean }> {
  const threads = new Map<string, { ticks: number; main: boolean }>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (statFields(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))[2] !== String(pgid)) continue;
      for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
        const fields = statFields(fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'));
        // utime and stime, fields 14 and 15 of stat(5)
        threads.set(tid, { ticks: Number(fields[11]) + Number(fields[12]), main: tid === pid });
      }
    } catch {
      // the process or thread ended meanwhile
    }
  }
  return threads;
}

/** A stat line's fields after the command name (which may hold spaces): state, ppid, pgrp, ... */
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/** Clock ticks per second of /proc's figures (USER_HZ), 100 on Linux. */
const TICKS_PER_SECOND = 100;

function serverCpu(
  before: Map<string, { ticks: number; main: boolean }>,
  after: Map<string, { ticks: number; main: boolean }>,
  seconds: number,
): ServerCpu {
  let main = 0;
  const others: number[] = [];
  for (const [tid, end] of after) {
    const used = (end.ticks - (before.get(tid)?.ticks ?? 0)) / TICKS_PER_SECOND / seconds;
    if (end.main) main += used;
    else others.push(used);
  }
  const busiestOther = Math.max(0, ...others);
  return { main, busiestOther, rest: others.reduce((sum, n) => sum + n, 0) - busiestOther };
}

/** Resident memory (bytes) of every process in the process group `pgid` (the server and its workers). */
export function groupRss(pgid: number): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state, ppid, pgrp, ...
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp !== pgid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runLevel(opts: {
  users: VirtualUser[];
  world: World;
  writes: Map<VirtualUser, UserWrites>;
  warmupSeconds: number;
  durationSeconds: number;
  serverPid: number | null;
}): Promise<LevelResult> {
  const samples = Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, [] as number[]])) as Record<
    RequestKind,
    number[]
  >;
  const errors: Record<string, number> = {};
  const start = performance.now();
  const timedFrom = start + opts.warmupSeconds * 1000;
  const end = timedFrom + opts.durationSeconds * 1000;

  let peakRss: number | null = null;
  const sampler =
    opts.serverPid === null
      ? undefined
      : setInterval(() => {
          const rss = groupRss(opts.serverPid!);
          if (rss > 0) peakRss = Math.max(peakRss ?? 0, rss);
        }, 500);

  const delay = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS });
  let clientFrom = process.cpuUsage();
  let clientUsed: NodeJS.CpuUsage | null = null;
  let threadsFrom = new Map<string, { ticks: number; main: boolean }>();
  let server: ServerCpu | null = null;
  const delayFrom = setTimeout(() => {
    delay.enable();
    clientFrom = process.cpuUsage();
    if (opts.serverPid !== null) threadsFrom = groupThreadTicks(opts.serverPid);
  }, timedFrom - performance.now());
  const delayTo = setTimeout(() => {
    delay.disable();
    clientUsed = process.cpuUsage(clientFrom);
    if (opts.serverPid !== null)
      server = serverCpu(threadsFrom, groupThreadTicks(opts.serverPid), opts.durationSeconds);
  }, end - performance.now());

  const loop = async (user: VirtualUser) => {
    const writes = opts.writes.get(user)!;
    while (performance.now() < end) {
      const kind = pickKind(user.role, Math.random());
      const t0 = performance.now();
      let failure: string | null = null;
      try {
        await perform(kind, user, opts.world, writes);
      } catch (error) {
        failure = errorLabel(error);
      }
      const t1 = performance.now();
      // Only requests that started and ended inside the timed window count.
      if (t0 < timedFrom || t1 > end) continue;
      if (failure === null) samples[kind].push(t1 - t0);
      else errors[failure] = (errors[failure] ?? 0) + 1;
      // A failing server answers at once: do not spin on it.
      if (failure !== null) await sleep(10);
    }
  };
  try {
    await Promise.all(opts.users.map(loop));
  } finally {
    clearInterval(sampler);
    clearTimeout(delayFrom);
    clearTimeout(delayTo);
    delay.disable();
  }
  const clientDelay = { p50: lateness(delay, 50), p99: lateness(delay, 99) };
  const used = clientUsed ?? process.cpuUsage(clientFrom);
  const client = (used.user + used.system) / 1e6 / opts.durationSeconds;
  return {
    users: opts.users.length,
    seconds: opts.durationSeconds,
    samples,
    errors,
    peakRss,
    clientDelay,
    cpu: { client, server },
  };
}
