import { BackendError, type Auth, type UntypedCallTrusted } from '../types';

/**
 * A caller of the trusted operations: POST `<baseUrl>/api/trusted/<name>` with the JSON payload and the signed-in
 * user's ID token. The route answers the result as JSON, or `{ error: { code, message } }` with an error status.
 */
export function createTrustedCaller(auth: Auth, baseUrl = ''): UntypedCallTrusted {
  // The route answers the contract's result for `name`: `never` lets this untyped body stand for every name.
  return async function callTrusted(name: string, payload: unknown): Promise<never> {
    const segments = name.split('/');
    if (segments.some((s) => s === '' || s === '.' || s === '..')) {
      throw new BackendError('invalid-argument', `"${name}" is not the name of a trusted operation.`);
    }
    const route = segments.map(encodeURIComponent).join('/');
    const token = await auth.getIdToken();
    let res: Response;
    try {
      res = await fetch(`${baseUrl}/api/trusted/${route}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(payload ?? null),
      });
    } catch (err) {
      throw new BackendError('unavailable', `The server could not be reached: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    if (!res.ok) {
      const code = body?.error?.code ?? (res.status === 404 ? 'not-found' : 'internal');
      throw new BackendError(code, body?.error?.message ?? `Trusted operation ${name} failed (HTTP ${res.status}).`);
    }
    return body as never;
  };
}
