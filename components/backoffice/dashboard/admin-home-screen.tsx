import { DashboardPanels } from './dashboard-panels';
import { PageTitle } from '@/components/ui/page-title';
import { ADMIN_ROUTES } from '@/constants/routes';
import { selectAdmin } from '@/store/admins-slice';
import { useAppSelector } from '@/store/hooks';
import welcome from '@/components/ui/welcome.module.css';
import { ShortcutGrid, type Shortcut } from '@/components/ui/shortcut-grid';

const ADMIN_SHORTCUTS: readonly Shortcut[] = [
  { href: ADMIN_ROUTES.talents, icon: 'users', title: 'Talents', text: 'Browse and look after talent accounts.' },
  {
    href: ADMIN_ROUTES.companies,
    icon: 'building',
    title: 'Companies',
    text: 'Review the companies hiring on the marketplace.',
  },
  {
    href: ADMIN_ROUTES.assessments,
    icon: 'clipboard',
    title: 'Assessments',
    text: 'Write and maintain skill assessments.',
  },
  { href: ADMIN_ROUTES.resources, icon: 'book', title: 'Resources', text: 'Publish learning resources for talents.' },
  { href: ADMIN_ROUTES.events, icon: 'calendar', title: 'Events', text: 'Announce community events.' },
  { href: ADMIN_ROUTES.messages, icon: 'message', title: 'Message', text: 'Write to talents and companies.' },
  {
    href: ADMIN_ROUTES.trust,
    icon: 'bell',
    title: 'Trust queue',
    text: 'Flagged messages and scam reports; suspend a scam company.',
  },
];

/** Drawn by the layout from the first paint; the name fills in once the account has loaded. */
export function AdminHomeTop() {
  const admin = useAppSelector(selectAdmin);
  return (
    <>
      <PageTitle title="Dashboard" />
      <header className={welcome.header}>
        <p className={welcome.eyebrow}>Back office</p>
        <h1 className={welcome.title}>Welcome, {admin?.name || admin?.email || 'administrator'}!</h1>
        <p className={welcome.lead}>Everything that keeps the marketplace running, one click away.</p>
      </header>
    </>
  );
}

export function AdminHomeScreen() {
  return (
    <>
      {/* The links first: they render at once, and the figures arriving below them shift nothing already shown. */}
      <ShortcutGrid shortcuts={ADMIN_SHORTCUTS} label="Back-office areas" />
      <h2 style={{ marginTop: 'var(--space-6)' }}>Marketplace at a glance</h2>
      <DashboardPanels />
    </>
  );
}
