/** Which layout a route renders in, decided from its path alone (SPEC section 2, "Layout selection"). */

export type LayoutKind = 'talent' | 'company' | 'admin' | 'auth' | 'default';

const AUTH_PREFIXES = ['/auth', '/company/auth', '/backoffice/auth'];

function within(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function normalise(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Works on both concrete paths (`/company/jobs/42`) and route patterns (`/company/jobs/[jobId]`). */
export function layoutForPath(pathname: string): LayoutKind {
  const path = normalise(pathname);
  if (AUTH_PREFIXES.some((prefix) => within(path, prefix))) return 'auth';
  if (within(path, '/talent-dashboard')) return 'talent';
  if (within(path, '/company')) return 'company';
  if (within(path, '/backoffice')) return 'admin';
  return 'default';
}

export function isDashboardLayout(kind: LayoutKind): kind is 'talent' | 'company' | 'admin' {
  return kind === 'talent' || kind === 'company' || kind === 'admin';
}
