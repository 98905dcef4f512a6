/** JSON POSTs to the local backend, turning `{ error: { code, message } }` answers into BackendErrors. */
import { BackendError } from '../types';

export async function postJson<T>(url: string, body: unknown, token: string | null): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new BackendError('unavailable', 'Could not reach the local backend. Is the dev server running?');
  }
  const json = (await res.json().catch(() => null)) as (T & { error?: { code?: string; message?: string } }) | null;
  if (!res.ok) {
    throw new BackendError(
      json?.error?.code ?? (res.status === 404 ? 'not-found' : 'internal'),
      json?.error?.message ?? `Request failed (HTTP ${res.status}).`,
    );
  }
  return json as T;
}
