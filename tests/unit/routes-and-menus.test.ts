import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, AREA_MENUS, COMPANY_MENU, TALENT_MENU, isMenuItemActive } from '@/constants/menus';
import {
  ADMIN_ROUTES,
  AREA_ROUTES,
  COMPANY_ROUTES,
  PUBLIC_ROUTES,
  TALENT_ROUTES,
  communityUrl,
} from '@/constants/routes';

const pagesDir = path.resolve(__dirname, '../../pages');

/** The page file that serves a concrete path, allowing for index files and dynamic segments. */
function hasPage(route: string): boolean {
  // A tab in the query (e.g. ?tab=saved) is the same page.
  const segments = route.split('?')[0].split('/').filter(Boolean);
  const search = (dir: string, rest: string[]): boolean => {
    if (rest.length === 0) return existsSync(path.join(dir, 'index.tsx'));
    const [head, ...tail] = rest;
    if (tail.length === 0 && existsSync(path.join(dir, `${head}.tsx`))) return true;
    if (existsSync(path.join(dir, head)) && search(path.join(dir, head), tail)) return true;
    // A dynamic segment: [id].tsx or [id]/...
    const dynamic = ['[id]', '[jobId]', '[skill]'];
    return dynamic.some(
      (name) =>
        (tail.length === 0 && existsSync(path.join(dir, `${name}.tsx`))) ||
        (existsSync(path.join(dir, name)) && search(path.join(dir, name), tail)),
    );
  };
  return search(pagesDir, segments);
}

const STATIC_ROUTES: string[] = [
  ...Object.values(TALENT_ROUTES),
  ...Object.values(COMPANY_ROUTES),
  ...Object.values(ADMIN_ROUTES),
  PUBLIC_ROUTES.landing,
  PUBLIC_ROUTES.forgotPassword,
  PUBLIC_ROUTES.authAction,
].flatMap((route: unknown) => (typeof route === 'string' ? [route] : []));

const DYNAMIC_ROUTES = [
  TALENT_ROUTES.job('j1'),
  TALENT_ROUTES.assessment('react', 'a1'),
  COMPANY_ROUTES.job('j1'),
  COMPANY_ROUTES.editJob('j1'),
  ADMIN_ROUTES.talent('t1'),
  ADMIN_ROUTES.assessment('a1'),
  PUBLIC_ROUTES.job('j1'),
];

describe('routes', () => {
  it.each([...STATIC_ROUTES, ...DYNAMIC_ROUTES])('%s has a page', (route) => {
    expect(hasPage(route)).toBe(true);
  });

  it('has a 404 page', () => {
    expect(existsSync(path.join(pagesDir, '404.tsx'))).toBe(true);
  });

  it('encodes dynamic segments', () => {
    expect(TALENT_ROUTES.assessment('UI/UX', 'a b')).toBe('/talent-dashboard/assessments/UI%2FUX/a%20b');
  });

  it('reads the community link from configuration, and has none (the top bar hides it) when none is set', () => {
    const previous = process.env.NEXT_PUBLIC_COMMUNITY_URL;
    delete process.env.NEXT_PUBLIC_COMMUNITY_URL;
    expect(communityUrl()).toBeNull();
    process.env.NEXT_PUBLIC_COMMUNITY_URL = ' ';
    expect(communityUrl()).toBeNull();
    process.env.NEXT_PUBLIC_COMMUNITY_URL = 'https://chat.example/invite';
    expect(communityUrl()).toBe('https://chat.example/invite');
    if (previous === undefined) delete process.env.NEXT_PUBLIC_COMMUNITY_URL;
    else process.env.NEXT_PUBLIC_COMMUNITY_URL = previous;
  });
});

describe('menus (SPEC section 2)', () => {
  it('talent seeker menu: Home, Profile, Job, Messages, then Assessments and Applied jobs', () => {
    expect(TALENT_MENU.map((item) => item.label)).toEqual([
      'Home',
      'Profile',
      'Job',
      'Messages',
      'Assessments',
      'Applied jobs',
      'Learn',
      'Events',
    ]);
    expect(TALENT_MENU.slice(0, 4).map((item) => item.href)).toEqual([
      '/talent-dashboard',
      '/talent-dashboard/profile',
      '/talent-dashboard/jobs',
      '/talent-dashboard/messages',
    ]);
  });

  it('company menu in order: Home, Profile, Assessments, Messages, Applied, Jobs', () => {
    expect(COMPANY_MENU.map((item) => item.label)).toEqual([
      'Home',
      'Profile',
      'Assessments',
      'Messages',
      'Applied',
      'Jobs',
      'Events',
    ]);
  });

  it('admin sidebar: the seven entries', () => {
    expect(ADMIN_MENU.map((item) => item.label)).toEqual([
      'Dashboard',
      'Talents',
      'Companies',
      'Assessments',
      'Resources',
      'Events',
      'Message',
    ]);
  });

  it('every menu entry leads to an existing page, inside its own area', () => {
    for (const [role, menu] of Object.entries(AREA_MENUS)) {
      const home = AREA_ROUTES[role as keyof typeof AREA_ROUTES].home;
      for (const item of menu.items) {
        expect(hasPage(item.href), item.href).toBe(true);
        expect(item.href.startsWith(home), item.href).toBe(true);
      }
    }
  });

  it("Settings goes to the area's own settings page (never the talent one for companies)", () => {
    expect(AREA_MENUS.talent.settingsHref).toBe('/talent-dashboard/settings');
    expect(AREA_MENUS.company.settingsHref).toBe('/company/settings');
    expect(AREA_MENUS.admin.settingsHref).toBe('/backoffice/settings');
  });

  it('marks the home entry active only on the home page, other entries on their sub-pages too', () => {
    const [home, , jobs] = TALENT_MENU;
    expect(isMenuItemActive(home, '/talent-dashboard', '/talent-dashboard')).toBe(true);
    expect(isMenuItemActive(home, '/talent-dashboard/jobs', '/talent-dashboard')).toBe(false);
    expect(isMenuItemActive(jobs, '/talent-dashboard/jobs/[jobId]', '/talent-dashboard')).toBe(true);
    expect(isMenuItemActive(jobs, '/talent-dashboard/jobsx', '/talent-dashboard')).toBe(false);
  });
});
