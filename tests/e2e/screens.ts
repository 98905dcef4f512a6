/**
 * Every signed-in screen of the three areas, in one list that the accessibility spec (screens-a11y.spec.ts) and the
 * weight and Lighthouse measurement (`npm run measure:screens`) both walk. A page added under `pages/talent-dashboard`,
 * `pages/company` or `pages/backoffice` must be listed here: tests/unit/screen-list.test.ts fails until it is, so a
 * new screen is held to the same budgets and checks.
 */
import type { Role } from '../../constants/routes';

export interface ScreenParam {
  /** The route segment it fills, e.g. `jobId` for `/company/jobs/[jobId]`. */
  name: string;
  /** A list screen whose links lead to real instances ... */
  list: string;
  /** ... and the pattern of those links, the first group being the value. */
  link: RegExp;
}

export interface Screen {
  role: Role;
  /** What users call it. */
  name: string;
  /** The document title before " · TalentBridge"; null where it is the record's own name (a job, a talent). */
  title: string | null;
  /** The route as under `pages/`, e.g. `/company/jobs/[jobId]/edit`. */
  route: string;
  /** Dynamic segments taken from the seeded demo data through a list screen (first link). */
  params?: ScreenParam[];
  /** Dynamic segments with fixed values, for screens that do not read them yet ("coming soon"). */
  fixed?: Record<string, string>;
  /** One of the key screens, held to Lighthouse mobile performance >= 95 (every other signed-in screen to 90). */
  lighthouseBudget?: boolean;
  /** The query string of a screen that is a tab of its route, e.g. `tab=searches` (without the `?`). */
  query?: string;
}

const talentJob: ScreenParam = {
  name: 'jobId',
  list: '/talent-dashboard/jobs',
  link: /^\/talent-dashboard\/jobs\/([^/?#]+)$/,
};
const companyJob: ScreenParam = {
  name: 'jobId',
  list: '/company/jobs',
  link: /^\/company\/jobs\/((?!create$)[^/?#]+)$/,
};
const adminTalent: ScreenParam = {
  name: 'id',
  list: '/backoffice/talents',
  link: /^\/backoffice\/talents\/([^/?#]+)$/,
};
const adminCompany: ScreenParam = {
  name: 'id',
  list: '/backoffice/companies',
  link: /^\/backoffice\/companies\/([^/?#]+)$/,
};
// An assessment's link carries the skill and the id: one pattern per segment, both from the same first link.
const assessmentLink = (group: 1 | 2): ScreenParam => ({
  name: group === 1 ? 'skill' : 'id',
  list: '/talent-dashboard/assessments',
  link:
    group === 1
      ? /^\/talent-dashboard\/assessments\/([^/?#]+)\/[^/?#]+$/
      : /^\/talent-dashboard\/assessments\/[^/?#]+\/([^/?#]+)$/,
});
const adminAssessment: ScreenParam = {
  name: 'id',
  list: '/backoffice/assessments',
  link: /^\/backoffice\/assessments\/([^/?#]+)$/,
};
const discoveredTalent: ScreenParam = {
  name: 'talentId',
  list: '/company/assessments',
  link: /^\/company\/assessments\/([^/?#]+)$/,
};

export const SCREENS: readonly Screen[] = [
  { role: 'talent', name: 'Home', title: 'Home', route: '/talent-dashboard', lighthouseBudget: true },
  { role: 'talent', name: 'Profile', title: 'Profile', route: '/talent-dashboard/profile', lighthouseBudget: true },
  { role: 'talent', name: 'Job list', title: 'Find jobs', route: '/talent-dashboard/jobs', lighthouseBudget: true },
  { role: 'talent', name: 'Job detail', title: null, route: '/talent-dashboard/jobs/[jobId]', params: [talentJob] },
  { role: 'talent', name: 'Applied jobs', title: 'Applied jobs', route: '/talent-dashboard/applied-jobs' },
  { role: 'talent', name: 'Assessments', title: 'Assessments', route: '/talent-dashboard/assessments' },
  {
    role: 'talent',
    name: 'Assessment',
    title: 'Assessment',
    route: '/talent-dashboard/assessments/[skill]/[id]',
    params: [assessmentLink(1), assessmentLink(2)],
  },
  { role: 'talent', name: 'Messages', title: 'Messages', route: '/talent-dashboard/messages' },
  { role: 'talent', name: 'Notifications', title: 'Notifications', route: '/talent-dashboard/notifications' },
  { role: 'talent', name: 'Settings', title: 'Settings', route: '/talent-dashboard/settings' },
  { role: 'talent', name: 'Learn', title: 'Learn', route: '/talent-dashboard/learn' },
  { role: 'talent', name: 'Events', title: 'Events', route: '/talent-dashboard/events' },
  { role: 'talent', name: 'Profile preview', title: 'Profile preview', route: '/talent-dashboard/profile/preview' },
  // Tabs of the job list, on their own code (loaded when the tab opens).
  { role: 'talent', name: 'Saved jobs', title: 'Find jobs', route: '/talent-dashboard/jobs', query: 'tab=saved' },
  {
    role: 'talent',
    name: 'Saved searches',
    title: 'Find jobs',
    route: '/talent-dashboard/jobs',
    query: 'tab=searches',
  },

  { role: 'company', name: 'Home', title: 'Home', route: '/company', lighthouseBudget: true },
  { role: 'company', name: 'Profile', title: 'Company profile', route: '/company/profile' },
  { role: 'company', name: 'Jobs', title: 'Jobs', route: '/company/jobs', lighthouseBudget: true },
  { role: 'company', name: 'Post a job', title: 'Post a job', route: '/company/jobs/create' },
  { role: 'company', name: 'Job detail', title: null, route: '/company/jobs/[jobId]', params: [companyJob] },
  { role: 'company', name: 'Edit job', title: 'Edit job', route: '/company/jobs/[jobId]/edit', params: [companyJob] },
  { role: 'company', name: 'Applied', title: 'Applied', route: '/company/applied' },
  { role: 'company', name: 'Assessments', title: 'Assessments', route: '/company/assessments' },
  {
    role: 'company',
    name: 'Talent profile',
    title: null,
    route: '/company/assessments/[talentId]',
    params: [discoveredTalent],
  },
  { role: 'company', name: 'Messages', title: 'Messages', route: '/company/messages' },
  { role: 'company', name: 'Notifications', title: 'Notifications', route: '/company/notifications' },
  { role: 'company', name: 'Settings', title: 'Settings', route: '/company/settings' },
  { role: 'company', name: 'Events', title: 'Events', route: '/company/events' },
  { role: 'company', name: 'Team', title: 'Team', route: '/company/team' },

  { role: 'admin', name: 'Dashboard', title: 'Dashboard', route: '/backoffice', lighthouseBudget: true },
  { role: 'admin', name: 'Talents', title: 'Talents', route: '/backoffice/talents' },
  { role: 'admin', name: 'Talent details', title: null, route: '/backoffice/talents/[id]', params: [adminTalent] },
  { role: 'admin', name: 'Companies', title: 'Companies', route: '/backoffice/companies' },
  { role: 'admin', name: 'Company details', title: null, route: '/backoffice/companies/[id]', params: [adminCompany] },
  { role: 'admin', name: 'Assessments', title: 'Assessments', route: '/backoffice/assessments' },
  {
    role: 'admin',
    name: 'Assessment',
    title: 'Assessment details',
    route: '/backoffice/assessments/[id]',
    params: [adminAssessment],
  },
  { role: 'admin', name: 'Resources', title: 'Resources', route: '/backoffice/resources' },
  { role: 'admin', name: 'Events', title: 'Events', route: '/backoffice/events' },
  { role: 'admin', name: 'Messages', title: 'Message', route: '/backoffice/messages' },
  { role: 'admin', name: 'Trust queue', title: 'Trust queue', route: '/backoffice/trust' },
  { role: 'admin', name: 'Notifications', title: 'Notifications', route: '/backoffice/notifications' },
  { role: 'admin', name: 'Settings', title: 'Settings', route: '/backoffice/settings' },
];

/** The public pages, held to Lighthouse mobile performance >= 95. */
export const PUBLIC_SCREENS: readonly { name: string; route: string }[] = [
  { name: 'Landing', route: '/' },
  { name: 'Talent sign-in', route: '/auth/login' },
  { name: 'Company sign-in', route: '/company/auth/login' },
  { name: 'Admin sign-in', route: '/backoffice/auth/login' },
  // A seeded open job (server-rendered, no account needed).
  { name: 'Public job', route: '/jobs/demo-job-05' },
  { name: 'Privacy', route: '/privacy' },
];

export const BUDGETS = {
  /** Gzipped JavaScript a signed-in screen downloads until it has shown its data (tests/e2e/budget/). */
  signedInScriptKb: 220,
  /** Gzipped JavaScript a public page downloads until it is shown. */
  publicScriptKb: 150,
  /** Lighthouse mobile performance of every signed-in screen ... */
  signedInScreenScore: 90,
  /** ... of the screens marked `lighthouseBudget` ... */
  keyScreenScore: 95,
  /** ... and of the public pages. */
  publicScreenScore: 95,
} as const;

/** The route with its dynamic segments filled in, and its query string if it has one. */
export function screenPath(screen: Screen, values: Record<string, string>): string {
  const path = screen.route.replace(/\[([^\]]+)\]/g, (_, name: string) => {
    const value = values[name] ?? screen.fixed?.[name];
    if (value === undefined) throw new Error(`${screen.route}: no value for [${name}]`);
    return encodeURIComponent(value);
  });
  return screen.query ? `${path}?${screen.query}` : path;
}

/** The first value of a parameter among a list screen's links (hrefs as they appear in the page), or null. */
export function paramFromLinks(param: ScreenParam, hrefs: readonly string[]): string | null {
  for (const href of hrefs) {
    const match = href.match(param.link);
    if (match) return decodeURIComponent(match[1]);
  }
  return null;
}

/**
 * Runs in the page: true once the screen is usable, i.e. its content, not a placeholder, is on screen. The area's
 * main landmark holds the screen's h1, and nothing says it is still loading (a `role="status"` whose name or text
 * starts with "Loading" or "Checking", or `aria-busy="true"`). Self-contained, so it can be passed to `waitForFunction`.
 */
export function screenIsUsable(): boolean {
  const main = document.querySelector('main');
  if (!main || !main.querySelector('h1')) return false;
  if (main.querySelector('[aria-busy="true"]')) return false;
  for (const status of Array.from(document.querySelectorAll('[role="status"]'))) {
    const name = (status.getAttribute('aria-label') || status.textContent || '').trim();
    if (/^(loading|checking)/i.test(name)) return false;
  }
  return true;
}
