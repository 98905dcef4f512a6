/**
 * A clean stop for a server on the local engine. On SIGTERM or SIGINT the requests under way finish (for up to
 * STOP_DEADLINE_MS), then the engine closes, which ends the event streams and releases the data folder's lock, and
 * the process exits 0. A request arriving during the stop is refused with 503 `unavailable` rather than started on
 * an engine about to close. Next bundles each API route separately, so the count lives on globalThis like the engine.
 *
 * `next start` exits at once on a signal unless NEXT_MANUAL_SIG_HANDLE is set: `npm start` (scripts/start.mjs) sets
 * it, and instrumentation.ts installs this handler then.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalEngine } from './engine';

/** How long a stop waits for the requests under way before it closes the engine regardless. */
const STOP_DEADLINE_MS = 10_000;

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

interface StopState {
  inFlight: number;
  stopping: boolean;
  installed: boolean;
  idle: (() => void)[];
}
const KEY = Symbol.for('talent-marketplace.graceful-stop');
const state = (): StopState =>
  ((globalThis as Record<symbol, unknown>)[KEY] ??= {
    inFlight: 0,
    stopping: false,
    installed: false,
    idle: [],
  }) as StopState;

/** Resolves once the response has left (or the client went away), so exiting cannot cut an answer short. */
function responseDone(res: ServerResponse): Promise<void> {
  if (res.writableFinished || res.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    res.once('finish', resolve);
    res.once('close', resolve);
  });
}

/** The handler, with each request counted as under way until its response has left; refused once a stop began. */
export function countedRequests(handler: Handler): Handler {
  return async (req, res) => {
    const s = state();
    if (s.stopping) {
      res.writeHead(503, {
        'Content-Type': 'application/json; charset=utf-8',
        Connection: 'close',
        'Retry-After': '5',
      });
      res.end(
        JSON.stringify({ error: { code: 'unavailable', message: 'The server is stopping; try again in a moment.' } }),
      );
      return;
    }
    s.inFlight += 1;
    try {
      await handler(req, res);
      await responseDone(res);
    } finally {
      s.inFlight -= 1;
      if (s.inFlight === 0) for (const resolve of s.idle.splice(0)) resolve();
    }
  };
}

/** True when every counted request finished within `deadlineMs`. */
function drained(deadlineMs: number): Promise<boolean> {
  const s = state();
  if (s.inFlight === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), deadlineMs);
    s.idle.push(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export interface GracefulStopOptions {
  /** The process's engine if one is open or opening; undefined when none (Firebase mode, or no request yet). */
  engine: () => Promise<LocalEngine | undefined>;
  deadlineMs?: number;
}

/** Registers the SIGTERM and SIGINT handlers, once per process. */
export function installGracefulStop(options: GracefulStopOptions): void {
  const s = state();
  if (s.installed) return;
  s.installed = true;
  const deadlineMs = options.deadlineMs ?? STOP_DEADLINE_MS;
  const stop = async (signal: string) => {
    if (s.stopping) return;
    s.stopping = true;
    console.log(
      `[local backend] ${signal}: finishing ${s.inFlight} request(s) under way (up to ${deadlineMs / 1000} s), then closing the database.`,
    );
    if (!(await drained(deadlineMs)))
      console.warn(
        `[local backend] ${s.inFlight} request(s) still under way after ${deadlineMs / 1000} s: closing anyway.`,
      );
    let code = 0;
    try {
      await (await options.engine())?.close();
    } catch (error) {
      console.error('[local backend] closing the database failed:', error);
      code = 1;
    }
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
