import { authError } from './errors';

export interface ThrottleOptions {
  /** Events counted within `windowMs` before the key is refused. */
  maxFailures: number;
  windowMs: number;
  /** How long the key is then refused. */
  lockMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_THROTTLE: ThrottleOptions = { maxFailures: 5, windowMs: 5 * MINUTE, lockMs: 5 * MINUTE };

/**
 * Per client (the connection's address, server/http/io.ts clientAddress): limits a person never reaches but a script
 * spraying many emails from one place does. Sign-ins count failures only, and a success does not reset them (a
 * sprayer could sign in to its own account between guesses); sign-ups and password resets count every request.
 */
export interface ClientLimits {
  signInFailures: ThrottleOptions;
  signUps: ThrottleOptions;
  passwordResets: ThrottleOptions;
}

export const DEFAULT_CLIENT_LIMITS: ClientLimits = {
  signInFailures: { maxFailures: 30, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE },
  // Firebase's own cap on account creation is 100 an hour per IP address.
  signUps: { maxFailures: 100, windowMs: HOUR, lockMs: HOUR },
  passwordResets: { maxFailures: 50, windowMs: HOUR, lockMs: HOUR },
};

/**
 * The client limits, with the counts LOCAL_AUTH_CLIENT_LIMITS sets (`signInFailures=30,signUps=100,passwordResets=50`,
 * any subset; windows as in the defaults): a test server or a deployment behind a shared address can change them.
 */
export function clientLimitsFrom(setting: string | undefined): ClientLimits {
  const limits = { ...DEFAULT_CLIENT_LIMITS };
  for (const pair of (setting ?? '').split(',')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    const count = Number(value);
    if (Object.hasOwn(limits, name) && Number.isInteger(count) && count > 0) {
      const key = name as keyof ClientLimits;
      limits[key] = { ...limits[key], maxFailures: count };
    }
  }
  return limits;
}

/**
 * Counted events per key, in memory (one server process owns the data folder). After `maxFailures` within
 * `windowMs` the key is refused with auth/too-many-requests for `lockMs`; for an email even with the right password,
 * as Firebase does.
 */
export function createThrottle(now: () => number, options: ThrottleOptions = DEFAULT_THROTTLE) {
  const failures = new Map<string, { times: number[]; lockedUntil: number }>();

  function prune(t: number) {
    for (const [key, entry] of failures) {
      if (entry.lockedUntil <= t && entry.times.every((at) => at <= t - options.windowMs)) failures.delete(key);
    }
  }

  function check(key: string): void {
    const entry = failures.get(key);
    if (entry && entry.lockedUntil > now()) throw authError('auth/too-many-requests');
  }

  function fail(key: string): void {
    const t = now();
    if (failures.size > 10_000) prune(t);
    const entry = failures.get(key) ?? { times: [], lockedUntil: 0 };
    entry.times = [...entry.times.filter((at) => at > t - options.windowMs), t];
    if (entry.times.length >= options.maxFailures) {
      entry.lockedUntil = t + options.lockMs;
      entry.times = [];
    }
    failures.set(key, entry);
  }

  return {
    check,
    fail,
    /** Checks the key, then counts this request (sign-ups, password resets). */
    take(key: string): void {
      check(key);
      fail(key);
    },
    succeed(key: string): void {
      failures.delete(key);
    },
  };
}

/** One throttle per client limit. */
export function createClientThrottles(now: () => number, limits: ClientLimits) {
  return {
    signInFailures: createThrottle(now, limits.signInFailures),
    signUps: createThrottle(now, limits.signUps),
    passwordResets: createThrottle(now, limits.passwordResets),
  };
}
