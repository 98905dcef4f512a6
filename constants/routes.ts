/** Every route of the app in one place; pages, menus, guards and tests read them from here. */

export type Role = 'talent' | 'company' | 'admin';
export const ROLES: readonly Role[] = ['talent', 'company', 'admin'];

const seg = (value: string) => encodeURIComponent(value);

export const TALENT_ROUTES = {
  login: '/auth/login',
  signUp: '/auth/sign-up',
  home: '/talent-dashboard',
  profile: '/talent-dashboard/profile',
  /** The talent's profile as a company sees it. */
  profilePreview: '/talent-dashboard/profile/preview',
  jobs: '/talent-dashboard/jobs',
  job: (jobId: string) => `/talent-dashboard/jobs/${seg(jobId)}`,
  savedJobs: '/talent-dashboard/jobs?tab=saved',
  savedSearches: '/talent-dashboard/jobs?tab=searches',
  messages: '/talent-dashboard/messages',
  notifications: '/talent-dashboard/notifications',
  assessments: '/talent-dashboard/assessments',
  assessment: (skill: string, id: string) => `/talent-dashboard/assessments/${seg(skill)}/${seg(id)}`,
  appliedJobs: '/talent-dashboard/applied-jobs',
  /** One application, in the Applied jobs list. */
  application: (applicationId: string) => `/talent-dashboard/applied-jobs#app-${seg(applicationId)}`,
  settings: '/talent-dashboard/settings',
  learn: '/talent-dashboard/learn',
  events: '/talent-dashboard/events',
} as const;

export const COMPANY_ROUTES = {
  login: '/company/auth/login',
  signUp: '/company/auth/sign-up',
  home: '/company',
  profile: '/company/profile',
  assessments: '/company/assessments',
  messages: '/company/messages',
  notifications: '/company/notifications',
  applied: '/company/applied',
  jobs: '/company/jobs',
  createJob: '/company/jobs/create',
  job: (jobId: string) => `/company/jobs/${seg(jobId)}`,
  editJob: (jobId: string) => `/company/jobs/${seg(jobId)}/edit`,
  settings: '/company/settings',
  events: '/company/events',
  team: '/company/team',
  /** An invitation link lands here (`?token=`): it signs the recruiter up or in and joins the company. */
  join: '/company/auth/join',
} as const;

export const ADMIN_ROUTES = {
  login: '/backoffice/auth/login',
  home: '/backoffice',
  talents: '/backoffice/talents',
  talent: (id: string) => `/backoffice/talents/${seg(id)}`,
  companies: '/backoffice/companies',
  company: (id: string) => `/backoffice/companies/${seg(id)}`,
  assessments: '/backoffice/assessments',
  assessment: (id: string) => `/backoffice/assessments/${seg(id)}`,
  resources: '/backoffice/resources',
  events: '/backoffice/events',
  messages: '/backoffice/messages',
  trust: '/backoffice/trust',
  notifications: '/backoffice/notifications',
  settings: '/backoffice/settings',
} as const;

export const PUBLIC_ROUTES = {
  landing: '/',
  /** A job's page for anyone, signed in or not (shared links, search engines); the talent's own is TALENT_ROUTES.job. */
  job: (jobId: string) => `/jobs/${seg(jobId)}`,
  forgotPassword: '/auth/forgot-password',
  /** Where both backends' verification and password-reset mails link to (`?mode=...&oobCode=...`). */
  authAction: '/auth/action',
  /** A job alert email's "stop these alerts" link: works signed out (server/job-alerts/unsubscribe.ts). */
  jobAlertUnsubscribe: (token: string) => `/job-alerts/unsubscribe?token=${seg(token)}`,
  /** The same for mail programs' one-click unsubscribe (a POST, RFC 8058). */
  jobAlertOneClick: (token: string) => `/api/job-alerts/unsubscribe?token=${seg(token)}`,
  /** The local backend's mailbox (local mode only). */
  devMailbox: '/dev/mailbox',
} as const;

/** The three areas' entry points, keyed by role: guards and logout only need these. */
export const AREA_ROUTES: Record<Role, { login: string; home: string; settings: string }> = {
  talent: { login: TALENT_ROUTES.login, home: TALENT_ROUTES.home, settings: TALENT_ROUTES.settings },
  company: { login: COMPANY_ROUTES.login, home: COMPANY_ROUTES.home, settings: COMPANY_ROUTES.settings },
  admin: { login: ADMIN_ROUTES.login, home: ADMIN_ROUTES.home, settings: ADMIN_ROUTES.settings },
};

/** A sign-in or sign-up page that returns to `next` (a path inside the role's area) once done. */
export const withNext = (authPage: string, next: string) => `${authPage}?next=${encodeURIComponent(next)}`;

export const forgotPasswordRoute = (role: Role) => `${PUBLIC_ROUTES.forgotPassword}?role=${role}`;

/**
 * The community chat group linked from the talent top bar: the deployment's invite link in
 * NEXT_PUBLIC_COMMUNITY_URL, or null when none is set (a chat service's bare home page invites nobody, so the top
 * bar then shows no link at all).
 */
export const communityUrl = (): string | null => {
  const url = process.env.NEXT_PUBLIC_COMMUNITY_URL?.trim();
  return url && /^https:\/\//.test(url) ? url : null;
};

/**
 * The Messages screen opened on the thread with `uid`: a first message there starts the conversation.
 * `name` only labels the thread until the conversation exists; `jobId` says which job it is about.
 */
export function messagesWith(
  messagesRoute: string,
  uid: string,
  extra: { jobId?: string; name?: string } = {},
): string {
  const query = new URLSearchParams({ to: uid });
  if (extra.jobId) query.set('job', extra.jobId);
  if (extra.name) query.set('name', extra.name);
  return `${messagesRoute}?${query.toString()}`;
}
