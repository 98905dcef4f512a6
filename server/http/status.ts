/** The HTTP status each BackendError code leaves with, from the local routes and the trusted routes alike. */
const STATUS: Record<string, number> = {
  'invalid-argument': 400,
  'failed-precondition': 400,
  'out-of-range': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'method-not-allowed': 405,
  'already-exists': 409,
  aborted: 409,
  'resource-exhausted': 429,
  cancelled: 499,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
  'auth/user-token-expired': 401,
  'auth/too-many-requests': 429,
  'storage/unauthorized': 403,
  'storage/unauthenticated': 401,
  'storage/object-not-found': 404,
};

export function statusFor(code: string): number {
  return STATUS[code] ?? (code.startsWith('auth/') || code.startsWith('storage/') ? 400 : 500);
}
