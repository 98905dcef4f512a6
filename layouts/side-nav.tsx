import Link from 'next/link';
import { AREA_MENUS, isMenuItemActive } from '@/constants/menus';
import { AREA_ROUTES, type Role } from '@/constants/routes';
import { Icon } from '@/components/ui/icon';
import { UnreadBadge } from '@/components/ui/unread-badge';
import styles from './side-nav.module.css';

interface SideNavProps {
  role: Role;
  pathname: string;
  onLogout: () => void;
  loggingOut: boolean;
  /** Distinguishes the desktop sidebar's landmarks from the drawer's. */
  idPrefix: string;
  /** Unread counts shown beside menu entries, by href (the Messages entry). */
  badges?: Readonly<Record<string, number>>;
}

/** The area's menu plus Settings and Logout, shared by the desktop sidebar and the mobile drawer. */
export function SideNav({ role, pathname, onLogout, loggingOut, idPrefix, badges }: SideNavProps) {
  const menu = AREA_MENUS[role];
  const home = AREA_ROUTES[role].home;
  const labelId = `${idPrefix}-menu-label`;
  return (
    <div className={styles.wrapper}>
      <nav aria-labelledby={labelId}>
        <p id={labelId} className={styles.areaLabel}>
          {`${menu.title} menu`}
        </p>
        <ul className={styles.list}>
          {menu.items.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                // Prefetched on hover or focus, not as soon as the menu is on screen: every page would otherwise
                // download the code of all the area's screens while it is still loading its own.
                prefetch={false}
                className={styles.link}
                aria-current={isMenuItemActive(item, pathname, home) ? 'page' : undefined}
              >
                <Icon name={item.icon} />
                {item.label}
                <UnreadBadge count={badges?.[item.href] ?? 0} className={styles.badge} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={[styles.list, styles.account].join(' ')} aria-label="Account">
        <li>
          <Link
            href={menu.settingsHref}
            prefetch={false}
            className={styles.link}
            aria-current={pathname === menu.settingsHref ? 'page' : undefined}
          >
            <Icon name="settings" />
            Settings
          </Link>
        </li>
        <li>
          <button type="button" className={styles.link} onClick={onLogout} disabled={loggingOut}>
            <Icon name="logout" />
            {loggingOut ? 'Logging out…' : 'Logout'}
          </button>
        </li>
      </ul>
    </div>
  );
}
