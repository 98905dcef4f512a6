/**
 * The document ops' way to POST /api/local/db: the ops started in the same moment (a screen's first reads, its live
 * subscriptions) travel as one `many` request, each still answering, or failing, on its own. A browser pays for
 * every request it starts: 2 to 7 ms of the page's main thread each on this project's 2-core machine, a long task
 * when a screen starts eight at once. A lone op goes as it is.
 */
import { BackendError } from '../types';
import { postJson } from './http-client';

type Outcome = { ok: unknown } | { error: { code?: string; message?: string } };

interface Pending {
  body: Record<string, unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export type DbSend = <T>(body: Record<string, unknown>, token: string | null) => Promise<T>;

export function createDbTransport(dbUrl: string): DbSend {
  /** The ops waiting for the end of this moment, by the token they carry (one request per caller). */
  let waiting = new Map<string | null, Pending[]>();
  let scheduled = false;

  async function sendGroup(token: string | null, group: Pending[]) {
    if (group.length === 1) {
      const [only] = group;
      return postJson(dbUrl, only.body, token).then(only.resolve, only.reject);
    }
    try {
      const { results } = await postJson<{ results: Outcome[] }>(
        dbUrl,
        { op: 'many', calls: group.map((p) => p.body) },
        token,
      );
      group.forEach((pending, i) => {
        const outcome = results[i];
        if (outcome && 'ok' in outcome) pending.resolve(outcome.ok);
        else
          pending.reject(
            new BackendError(
              outcome?.error?.code ?? 'internal',
              outcome?.error?.message ?? 'The local backend did not answer this operation.',
            ),
          );
      });
    } catch (error) {
      for (const pending of group) pending.reject(error);
    }
  }

  function flush() {
    scheduled = false;
    const groups = waiting;
    waiting = new Map();
    for (const [token, group] of groups) void sendGroup(token, group);
  }

  return <T>(body: Record<string, unknown>, token: string | null) =>
    new Promise<T>((resolve, reject) => {
      const group = waiting.get(token) ?? [];
      group.push({ body, resolve: resolve as (value: unknown) => void, reject });
      waiting.set(token, group);
      if (!scheduled) {
        scheduled = true;
        // A task, not a microtask: the ops a render starts each wait for their token first (microtasks).
        setTimeout(flush, 0);
      }
    });
}
