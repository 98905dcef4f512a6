/** Sidebar and drawer menus of the three areas (SPEC section 2), in the order given there. */
import { ADMIN_ROUTES, AREA_ROUTES, COMPANY_ROUTES, TALENT_ROUTES, type Role } from './routes';

export type MenuIcon =
  | 'home'
  | 'user'
  | 'briefcase'
  | 'message'
  | 'clipboard'
  | 'send'
  | 'users'
  | 'building'
  | 'book'
  | 'calendar'
  | 'chart';

export interface MenuItem {
  label: string;
  href: string;
  icon: MenuIcon;
}

/** The seeker menu (Home, Profile, Job, Messages) followed by the other talent screens. */
export const TALENT_MENU: readonly MenuItem[] = [
  { label: 'Home', href: TALENT_ROUTES.home, icon: 'home' },
  { label: 'Profile', href: TALENT_ROUTES.profile, icon: 'user' },
  { label: 'Job', href: TALENT_ROUTES.jobs, icon: 'briefcase' },
  { label: 'Messages', href: TALENT_ROUTES.messages, icon: 'message' },
  { label: 'Assessments', href: TALENT_ROUTES.assessments, icon: 'clipboard' },
  { label: 'Applied jobs', href: TALENT_ROUTES.appliedJobs, icon: 'send' },
  { label: 'Learn', href: TALENT_ROUTES.learn, icon: 'book' },
  { label: 'Events', href: TALENT_ROUTES.events, icon: 'calendar' },
];

export const COMPANY_MENU: readonly MenuItem[] = [
  { label: 'Home', href: COMPANY_ROUTES.home, icon: 'home' },
  { label: 'Profile', href: COMPANY_ROUTES.profile, icon: 'building' },
  { label: 'Assessments', href: COMPANY_ROUTES.assessments, icon: 'clipboard' },
  { label: 'Messages', href: COMPANY_ROUTES.messages, icon: 'message' },
  { label: 'Applied', href: COMPANY_ROUTES.applied, icon: 'send' },
  { label: 'Jobs', href: COMPANY_ROUTES.jobs, icon: 'briefcase' },
  { label: 'Events', href: COMPANY_ROUTES.events, icon: 'calendar' },
];

/** The one shared list the admin sidebar and drawer both render. */
export const ADMIN_MENU: readonly MenuItem[] = [
  { label: 'Dashboard', href: ADMIN_ROUTES.home, icon: 'chart' },
  { label: 'Talents', href: ADMIN_ROUTES.talents, icon: 'users' },
  { label: 'Companies', href: ADMIN_ROUTES.companies, icon: 'building' },
  { label: 'Assessments', href: ADMIN_ROUTES.assessments, icon: 'clipboard' },
  { label: 'Resources', href: ADMIN_ROUTES.resources, icon: 'book' },
  { label: 'Events', href: ADMIN_ROUTES.events, icon: 'calendar' },
  { label: 'Message', href: ADMIN_ROUTES.messages, icon: 'message' },
];

export const AREA_MENUS: Record<Role, { title: string; items: readonly MenuItem[]; settingsHref: string }> = {
  talent: { title: 'Talent', items: TALENT_MENU, settingsHref: AREA_ROUTES.talent.settings },
  company: { title: 'Company', items: COMPANY_MENU, settingsHref: AREA_ROUTES.company.settings },
  admin: { title: 'Back office', items: ADMIN_MENU, settingsHref: AREA_ROUTES.admin.settings },
};

/** An area's home matches only itself; other entries also match the pages beneath them. */
export function isMenuItemActive(item: MenuItem, pathname: string, areaHome: string): boolean {
  if (item.href === areaHome) return pathname === areaHome;
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}
