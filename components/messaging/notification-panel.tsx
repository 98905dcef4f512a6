/** The bell's list (loaded when the bell is first opened): the latest notifications, mark all read, see all. */
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { ADMIN_ROUTES, COMPANY_ROUTES, TALENT_ROUTES, type Role } from '@/constants/routes';
import { toast } from '@/hooks/toast';
import { useLatestNotifications, useMarkRead } from '@/components/messaging/use-notifications';
import { NotificationList } from './notification-list';
import styles from './notifications.module.css';

const NOTIFICATIONS_ROUTE: Record<Role, string> = {
  talent: TALENT_ROUTES.notifications,
  company: COMPANY_ROUTES.notifications,
  admin: ADMIN_ROUTES.notifications,
};

export function NotificationPanel({
  role,
  uid,
  unread,
  onNavigate,
}: {
  role: Role;
  uid: string;
  unread: number;
  onNavigate: () => void;
}) {
  const latest = useLatestNotifications(uid, unread);
  const markRead = useMarkRead();
  const markAll = () => markRead.mutate('all', { onError: (e) => toast.error(e.message) });
  return (
    <>
      <div className={styles.header}>
        <h2 className={styles.heading}>Notifications</h2>
        <Button size="small" variant="ghost" disabled={unread === 0 || markRead.isPending} onClick={markAll}>
          Mark all read
        </Button>
      </div>
      {latest.isPending ? (
        <p className={styles.empty}>Loading…</p>
      ) : latest.isError ? (
        <p className={styles.empty}>
          We could not load your notifications.{' '}
          <Button size="small" variant="secondary" onClick={() => void latest.refetch()}>
            Try again
          </Button>
        </p>
      ) : latest.data.items.length === 0 ? (
        <p className={styles.empty}>No notifications yet.</p>
      ) : (
        <NotificationList
          items={latest.data.items}
          onOpen={(n) => {
            if (!n.read) markRead.mutate([n.id]);
            onNavigate();
          }}
        />
      )}
      <div className={styles.footer}>
        <Link href={NOTIFICATIONS_ROUTE[role]} prefetch={false} onClick={onNavigate}>
          See all notifications
        </Link>
      </div>
    </>
  );
}
