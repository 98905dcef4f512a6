import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { suspensionMessage } from '@/components/ui/suspension-message';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';
import { Tooltip } from '@/components/ui/tooltip';
import { NotificationBell } from '@/components/messaging/notification-bell';
import { AREA_MENUS } from '@/constants/menus';
import { AREA_ROUTES, type Role } from '@/constants/routes';
import { useInboxCounts } from '@/hooks/use-inbox-counts';
import { useLogout } from '@/hooks/use-logout';
import type { RoleSession } from '@/hooks/use-role-session';
import styles from './dashboard-layout.module.css';
import { MobileDrawer } from './mobile-drawer';
import { SideNav } from './side-nav';
import { SkeletonCards } from './skeleton-cards';

const DESKTOP_QUERY = '(min-width: 768px)';

export interface DashboardLayoutProps {
  role: Role;
  session: RoleSession;
  /** Name shown in the top bar once the profile is loaded. */
  userName?: string | null;
  userEmail?: string | null;
  /** Area-specific top bar actions (Join Community, Post Job). */
  actions?: ReactNode;
  /** Whose unread counts and notifications the bell shows: the signed-in user's unless given (a company's team shares its company's). */
  inboxUid?: string;
  /** Shown above the content once the profile is loaded (e.g. the verification banner). */
  banner?: ReactNode;
  /** The screen's top when the page has the layout draw it: shown while the profile loads and after. */
  Top?: ComponentType;
  children: ReactNode;
}

function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[words.length - 1][0] : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

/** The signed-in areas' frame: sidebar on desktop, top bar with a menu button and a drawer below 768 px. */
export function DashboardLayout({
  role,
  session,
  userName,
  userEmail,
  inboxUid,
  actions,
  banner,
  Top,
  children,
}: DashboardLayoutProps) {
  const router = useRouter();
  const { logout, pending } = useLogout(role);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerId = `${role}-drawer`;
  const bellUid = session.status === 'ready' ? (inboxUid ?? session.authUser?.uid ?? null) : null;
  const inbox = useInboxCounts(bellUid);
  const messagesHref = AREA_MENUS[role].items.find((item) => item.icon === 'message')?.href ?? '';

  useEffect(() => {
    const close = () => setDrawerOpen(false);
    router.events.on('routeChangeStart', close);
    const desktop = window.matchMedia?.(DESKTOP_QUERY);
    const onResize = (event: MediaQueryListEvent) => event.matches && close();
    desktop?.addEventListener?.('change', onResize);
    return () => {
      router.events.off('routeChangeStart', close);
      desktop?.removeEventListener?.('change', onResize);
    };
  }, [router.events]);

  const closeDrawer = () => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  };

  const nav = (idPrefix: string) => (
    <SideNav
      role={role}
      pathname={router.pathname}
      onLogout={() => void logout()}
      loggingOut={pending}
      idPrefix={idPrefix}
      badges={{ [messagesHref]: inbox.unreadConversations }}
    />
  );

  return (
    <div className={styles.shell}>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <aside className={styles.sidebar}>
        <div className={styles.sidebarInner}>
          <Logo href={AREA_ROUTES[role].home} />
          {nav(`${role}-sidebar`)}
        </div>
      </aside>
      <MobileDrawer
        id={drawerId}
        open={drawerOpen}
        onClose={closeDrawer}
        header={<Logo href={AREA_ROUTES[role].home} />}
      >
        {nav(`${role}-drawer`)}
      </MobileDrawer>
      <div className={styles.column}>
        <header className={styles.topbar}>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" />
          </button>
          <div className={styles.mobileLogo}>
            <Logo href={AREA_ROUTES[role].home} compact />
          </div>
          <div className={styles.actions}>
            {actions}
            {bellUid ? <NotificationBell role={role} uid={bellUid} unread={inbox.unreadNotifications} /> : null}
            {session.status === 'ready' && userName ? (
              <div className={styles.user}>
                <Tooltip content={userEmail ? `Signed in as ${userEmail}` : `Signed in as ${userName}`}>
                  <Link href={AREA_ROUTES[role].settings} prefetch={false} className={styles.avatar}>
                    <span aria-hidden="true">{initials(userName)}</span>
                    <span className="visually-hidden">{`Account of ${userName}`}</span>
                  </Link>
                </Tooltip>
                <span className={styles.userName}>{userName}</span>
              </div>
            ) : null}
          </div>
        </header>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {Top && session.status !== 'suspended' && session.status !== 'error' ? <Top /> : null}
          {session.status === 'ready' ? (
            <>
              {banner}
              {children}
            </>
          ) : session.status === 'suspended' ? (
            <div className={styles.error}>
              <Alert tone="error">
                <p>{suspensionMessage(session.suspension)}</p>
              </Alert>
              <div className={styles.errorActions}>
                <Link href={AREA_ROUTES[role].login} prefetch={false}>
                  Back to sign in
                </Link>
              </div>
            </div>
          ) : session.status === 'error' ? (
            <div className={styles.error}>
              <Alert tone="error">
                <p>We could not load your profile. Check your connection and try again.</p>
              </Alert>
              <div className={styles.errorActions}>
                <Button onClick={session.retry}>Try again</Button>
              </div>
            </div>
          ) : (
            <SkeletonCards />
          )}
        </main>
      </div>
    </div>
  );
}
