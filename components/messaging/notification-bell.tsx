/**
 * The top bar's bell: the unread count (from the inbox document the layout already watches) and, when opened, the
 * latest notifications. The list's code loads only when the bell is first opened, so the layout stays light.
 */
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import type { Role } from '@/constants/routes';
import styles from './notification-bell.module.css';

const NotificationPanel = dynamic(() => import('./notification-panel').then((m) => m.NotificationPanel), {
  ssr: false,
  loading: () => <p className={styles.loading}>Loading…</p>,
});

export function NotificationBell({ role, uid, unread }: { role: Role; uid: string; unread: number }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <div ref={wrapper} className={styles.wrapper}>
      <button
        ref={button}
        type="button"
        className={styles.bell}
        aria-label={label}
        aria-expanded={open}
        aria-controls="notification-panel"
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="bell" />
        {unread > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div id="notification-panel" className={styles.panel} role="region" aria-label="Latest notifications">
          <NotificationPanel role={role} uid={uid} unread={unread} onNavigate={() => setOpen(false)} />
        </div>
      ) : null}
    </div>
  );
}
