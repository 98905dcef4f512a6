import { authError } from './errors';

export interface ThrottleOptions {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = { maxFailures: 5, windowMs: 5 * 60_000, lockMs: 5 * 60_000 };

/**
 * Failed sign-ins per email, in memory (one server process owns the data folder). After `maxFailures` within
 * `windowMs` the email is refused for `lockMs`, even with the right password, as Firebase does.
 */
export function createThrottle(now: () => number, options: ThrottleOptions = DEFAULT_THROTTLE) {
  const failures = new Map<string, { times: number[]; lockedUntil: number }>();

  function prune(t: number) {
    for (const [key, entry] of failures) {
      if (entry.lockedUntil <= t && entry.times.every((at) => at <= t - options.windowMs)) failures.delete(key);
    }
  }

  return {
    check(key: string): void {
      const entry = failures.get(key);
      if (entry && entry.lockedUntil > now()) throw authError('auth/too-many-requests');
    },
    fail(key: string): void {
      const t = now();
      if (failures.size > 10_000) prune(t);
      const entry = failures.get(key) ?? { times: [], lockedUntil: 0 };
      entry.times = [...entry.times.filter((at) => at > t - options.windowMs), t];
      if (entry.times.length >= options.maxFailures) {
        entry.lockedUntil = t + options.lockMs;
        entry.times = [];
      }
      failures.set(key, entry);
    },
    succeed(key: string): void {
      failures.delete(key);
    },
  };
}
