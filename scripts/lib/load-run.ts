/**
 * One level of the load benchmark: N virtual users, each looping without pause over its role's mix, timed after a
 * warm-up; the server's resident memory sampled meanwhile when it runs on this machine.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pickKind, REQUEST_KINDS, type RequestKind } from './load-mix';
import { errorLabel, perform, type UserWrites } from './load-requests';
import type { VirtualUser, World } from './load-setup';

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
  const samples = Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, [] as number[]])) as Record<RequestKind, number[]>;
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

  const delay = monitorEventLoopDelay({ resolution: 10 });
  const delayFrom = setTimeout(() => delay.enable(), timedFrom - performance.now());
  const delayTo = setTimeout(() => delay.disable(), end - performance.now());

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
  const clientDelay = { p50: delay.percentile(50) / 1e6, p99: delay.percentile(99) / 1e6 };
  return { users: opts.users.length, seconds: opts.durationSeconds, samples, errors, peakRss, clientDelay };
}
