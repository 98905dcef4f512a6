/** Notification rows, shared by the bell's panel and the notifications page; opening one marks it read. */
import Link from 'next/link';
import type { AppNotification } from '@/services/messaging/notifications';
import styles from './notifications.module.css';
import { formatListTime } from '@/services/format/dates';

export function NotificationList({
  items,
  onOpen,
}: {
  items: AppNotification[];
  onOpen: (n: AppNotification) => void;
}) {
  return (
    <ul className={styles.list}>
      {items.map((n) => (
        <li key={n.id} className={n.read ? styles.item : `${styles.item} ${styles.unread}`}>
          <Link href={n.link} prefetch={false} className={styles.link} onClick={() => onOpen(n)}>
            <span className={styles.title}>
              {n.read ? null : <span className="visually-hidden">Unread: </span>}
              {n.title}
            </span>
            <span className={styles.body}>{n.body}</span>
            <span className={styles.time}>{formatListTime(n.createdAt)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
