import styles from './unread-badge.module.css';

/** A count of unread things (the Messages menu entry, an inbox row), read out as "N unread". */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')}>
      {count > 99 ? '99+' : count}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
