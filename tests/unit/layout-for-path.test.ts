import { describe, expect, it } from 'vitest';
import { isDashboardLayout, layoutForPath, type LayoutKind } from '@/layouts/layout-for-path';

/** Every route of SPEC section 2, plus the shell's own pages, with the layout each must render in. */
const ROUTES: [string, LayoutKind][] = [
  // Talent area
  ['/auth/login', 'auth'],
  ['/talent-dashboard', 'talent'],
  ['/talent-dashboard/profile', 'talent'],
  ['/talent-dashboard/assessments', 'talent'],
  ['/talent-dashboard/assessments/[skill]/[id]', 'talent'],
  ['/talent-dashboard/assessments/react/abc123', 'talent'],
  ['/talent-dashboard/messages', 'talent'],
  ['/talent-dashboard/applied-jobs', 'talent'],
  ['/talent-dashboard/jobs', 'talent'],
  ['/talent-dashboard/jobs/[jobId]', 'talent'],
  ['/talent-dashboard/jobs/job-1', 'talent'],
  ['/talent-dashboard/settings', 'talent'],
  // Company area
  ['/company/auth/login', 'auth'],
  ['/company/auth/sign-up', 'auth'],
  ['/company', 'company'],
  ['/company/profile', 'company'],
  ['/company/jobs', 'company'],
  ['/company/jobs/create', 'company'],
  ['/company/jobs/[jobId]', 'company'],
  ['/company/jobs/job-1', 'company'],
  ['/company/jobs/[jobId]/edit', 'company'],
  ['/company/jobs/job-1/edit', 'company'],
  ['/company/messages', 'company'],
  ['/company/assessments', 'company'],
  ['/company/applied', 'company'],
  ['/company/settings', 'company'],
  // Back office
  ['/backoffice/auth/login', 'auth'],
  ['/backoffice', 'admin'],
  ['/backoffice/talents', 'admin'],
  ['/backoffice/talents/[id]', 'admin'],
  ['/backoffice/talents/t-1', 'admin'],
  ['/backoffice/companies', 'admin'],
  ['/backoffice/assessments', 'admin'],
  ['/backoffice/assessments/[id]', 'admin'],
  ['/backoffice/assessments/a-1', 'admin'],
  ['/backoffice/resources', 'admin'],
  ['/backoffice/events', 'admin'],
  ['/backoffice/messages', 'admin'],
  ['/backoffice/settings', 'admin'],
  // Shell pages
  ['/auth/sign-up', 'auth'],
  ['/auth/forgot-password', 'auth'],
  ['/auth/action', 'auth'],
  ['/', 'default'],
  ['/404', 'default'],
  ['/_app', 'default'],
  ['/dev/mailbox', 'default'],
];

describe('layoutForPath', () => {
  it.each(ROUTES)('%s renders in the %s layout', (path, expected) => {
    expect(layoutForPath(path)).toBe(expected);
  });

  it('ignores query strings, hashes and a trailing slash', () => {
    expect(layoutForPath('/company/?tab=jobs')).toBe('company');
    expect(layoutForPath('/talent-dashboard/jobs#top')).toBe('talent');
    expect(layoutForPath('/backoffice/auth/login?next=%2Fbackoffice')).toBe('auth');
  });

  it('matches whole path segments only', () => {
    expect(layoutForPath('/companyfoo')).toBe('default');
    expect(layoutForPath('/talent-dashboards')).toBe('default');
    expect(layoutForPath('/backoffice-old')).toBe('default');
    expect(layoutForPath('/authors')).toBe('default');
    expect(layoutForPath('/company/authority')).toBe('company');
  });

  it('tells the signed-in areas apart from the public layouts', () => {
    expect(
      ['talent', 'company', 'admin', 'auth', 'default'].filter((kind) => isDashboardLayout(kind as LayoutKind)),
    ).toEqual(['talent', 'company', 'admin']);
  });
});
