/** A notifications history page per area: newest first, 20 a page, mark one (by opening it) or all read. */
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ScreenHeader } from '@/components/ui/screen-header';
import type { Role } from '@/constants/routes';
import { toast } from '@/hooks/toast';
import { useMarkRead, useNotificationHistory } from '@/components/messaging/use-notifications';
import { NotificationList } from './notification-list';
import styles from './notifications.module.css';
import { useRoleUid } from './use-role-uid';
import { LoadMore } from '@/components/ui/load-more';

function NotificationsScreen({ role }: { role: Role }) {
  const uid = useRoleUid(role);
  const history = useNotificationHistory(uid);
  const markRead = useMarkRead();
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <ScreenHeader
        title="Notifications"
        lead="Everything we told you about: applicants, stages, messages and announcements."
      />
      <div className={styles.page}>
        <div className={styles.header}>
          <span className={styles.time}>{items.length > 0 ? `${items.length} shown` : ''}</span>
          <Button
            size="small"
            variant="secondary"
            disabled={markRead.isPending || !items.some((n) => !n.read)}
            onClick={() =>
              markRead.mutate('all', {
                onSuccess: () => toast.success('All notifications marked read.'),
                onError: (e) => toast.error(e.message),
              })
            }
          >
            Mark all read
          </Button>
        </div>
        {history.isPending ? (
          <p className={styles.empty} role="status">
            Loading notifications…
          </p>
        ) : history.isError ? (
          <div className={styles.footer}>
            <LoadError
              text="We could not load your notifications."
              error={history.error}
              onRetry={() => void history.refetch()}
            />
          </div>
        ) : items.length === 0 ? (
          <p className={styles.empty}>No notifications yet.</p>
        ) : (
          <NotificationList items={items} onOpen={(n) => !n.read && markRead.mutate([n.id])} />
        )}
        <LoadMore pages={history} noun="notifications" />
      </div>
    </>
  );
}

export const TalentNotificationsScreen = () => <NotificationsScreen role="talent" />;
export const CompanyNotificationsScreen = () => <NotificationsScreen role="company" />;
export const AdminNotificationsScreen = () => <NotificationsScreen role="admin" />;
