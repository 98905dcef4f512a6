/**
 * The port rejects `undefined` anywhere in a write (as Firestore does): treat it as "not given". Apart from
 * ./common.ts so code that must not load zod (the job form's values) can use it.
 */
export function stripUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripUndefined) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = stripUndefined(v);
    return out as T;
  }
  return value;
}
