/**
 * Local mode has no Cloud Scheduler: once the engine is open, the server itself runs the scheduled jobs
 * (server/scheduled/jobs.ts) on a timer, the first run shortly after start so a restarted server catches up.
 * `LOCAL_SCHEDULE=off` turns it off (the test runs do, so a sweep never races a test's own data).
 */
import { SCHEDULED_JOBS, type ScheduledJob } from '../scheduled/jobs';
import type { TrustedServices } from '../trusted/types';

/** Long enough for the first page loads to go first after a start. */
export const FIRST_RUN_DELAY_MS = 10_000;

export interface ScheduleOptions {
  jobs?: Readonly<Record<string, ScheduledJob>>;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}

export const scheduleEnabled = (env: Record<string, string | undefined>) => env.LOCAL_SCHEDULE !== 'off' && !env.VITEST;

/** Starts every job's timer; answers the function that stops them (null when the schedule is off). */
export function startSchedule(services: TrustedServices, options: ScheduleOptions = {}): (() => void) | null {
  const { jobs = SCHEDULED_JOBS, env = process.env, log = (line) => console.log(line) } = options;
  if (!scheduleEnabled(env)) return null;
  const timers: ReturnType<typeof setTimeout>[] = [];
  for (const [name, job] of Object.entries(jobs)) {
    let running = false;
    const tick = async () => {
      if (running) return; // a slow run is not doubled by the next tick
      running = true;
      try {
        const result = await job.run(services);
        if (Object.values(result).some((n) => n > 0)) log(`[schedule] ${name}: ${JSON.stringify(result)}`);
      } catch (err) {
        log(`[schedule] ${name} failed (next run retries): ${(err as Error).message}`);
      } finally {
        running = false;
      }
    };
    const first = setTimeout(() => {
      void tick();
      const every = setInterval(() => void tick(), job.everyMs);
      every.unref?.();
      timers.push(every);
    }, FIRST_RUN_DELAY_MS);
    first.unref?.();
    timers.push(first);
  }
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}

const SLOT = Symbol.for('talent-marketplace.local-schedule');
type Slot = { stop?: (() => void) | null };

/** Once per process, however many route bundles open the engine (dev reloads included). */
export function startLocalSchedule(services: TrustedServices): void {
  const g = globalThis as typeof globalThis & { [SLOT]?: Slot };
  const slot = (g[SLOT] ??= {});
  if (slot.stop !== undefined) return;
  slot.stop = startSchedule(services);
}
