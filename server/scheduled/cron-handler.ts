/**
 * `POST /api/cron/<job>` with the header `X-Cron-Secret: <CRON_SECRET>`: runs one scheduled job (jobs.ts) with
 * privileged services and answers what it did. Cloud Scheduler calls it in Firebase mode (scripts/schedule-jobs.ts
 * creates those jobs); the local server runs the same jobs on its own timer. Without `CRON_SECRET` configured the
 * route refuses everything, so a deployment that forgot it is closed, not open.
 */
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { methodNotAllowed, pathAfter, sendJson } from '../http/io';
import type { TrustedServices } from '../trusted/types';
import { SCHEDULED_JOBS, type ScheduledJob } from './jobs';

const CRON_SECRET_HEADER = 'x-cron-secret';
const ROUTE_PREFIX = '/api/cron/';

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function secretMatches(given: string, expected: string): boolean {
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected)) && expected.length > 0;
}

export function createCronHandler(
  getServices: () => Promise<TrustedServices>,
  jobs: Readonly<Record<string, ScheduledJob>> = SCHEDULED_JOBS,
  secret = () => process.env.CRON_SECRET ?? '',
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    req.resume();
    if (req.method !== 'POST') return methodNotAllowed(res, ['POST']);
    const expected = secret();
    if (!expected)
      return sendJson(res, 503, {
        error: { code: 'failed-precondition', message: 'CRON_SECRET is not set on this server.' },
      });
    const given = req.headers[CRON_SECRET_HEADER];
    if (typeof given !== 'string' || !secretMatches(given, expected)) {
      return sendJson(res, 401, {
        error: { code: 'unauthenticated', message: 'A valid X-Cron-Secret header is required.' },
      });
    }
    const name = pathAfter(req, ROUTE_PREFIX) ?? '';
    const job = Object.hasOwn(jobs, name) ? jobs[name] : null;
    if (!job)
      return sendJson(res, 404, {
        error: { code: 'not-found', message: `There is no scheduled job named "${name}".` },
      });
    const started = Date.now();
    try {
      const result = await job.run(await getServices());
      sendJson(res, 200, { job: name, ...result, ms: Date.now() - started });
    } catch (err) {
      console.error(`[cron ${name}]`, err);
      sendJson(res, 500, {
        error: { code: 'internal', message: `The job "${name}" failed; the next run retries it.` },
      });
    }
  };
}
