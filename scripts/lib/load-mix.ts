/**
 * The request mix of the load benchmark, as the earlier measurement ran it: 30 % public pages, 40 % talent reads,
 * 20 % company reads, 10 % writes. Two virtual users in three are talents and one is a company, and each picks from
 * its own role's mix, so the whole population draws those shares.
 */
export type Role = 'talent' | 'company';

export const REQUEST_KINDS = [
  'public page',
  'job list first page',
  'one job',
  'company jobs',
  'applicants',
  'profile save',
  'mark read',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Percent of each role's own requests; each role's weights add up to 100. */
export const ROLE_MIX: Record<Role, readonly (readonly [RequestKind, number])[]> = {
  talent: [
    ['public page', 30],
    ['job list first page', 30],
    ['one job', 30],
    ['profile save', 5],
    ['mark read', 5],
  ],
  company: [
    ['public page', 30],
    ['company jobs', 30],
    ['applicants', 30],
    ['profile save', 5],
    ['mark read', 5],
  ],
};

/** Virtual user `index` (0-based): every third one is a company, the others talents. */
export const roleOf = (index: number): Role => (index % 3 === 2 ? 'company' : 'talent');

/** How many talents and companies `users` virtual users hold. */
export function roleCounts(users: number): Record<Role, number> {
  const company = Math.floor(users / 3);
  return { talent: users - company, company };
}

/** The kind of request whose cumulative share holds `r` (a uniform number in [0, 1)). */
export function pickKind(role: Role, r: number): RequestKind {
  const mix = ROLE_MIX[role];
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  let at = r * total;
  for (const [kind, weight] of mix) {
    if (at < weight) return kind;
    at -= weight;
  }
  return mix[mix.length - 1][0];
}
