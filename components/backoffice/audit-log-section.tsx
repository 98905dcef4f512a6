import { useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { useAuditLog } from '@/hooks/use-backoffice';
import { AUDIT_ACTION_LABELS } from '@/services/backoffice/audit-schema';
import { Pager } from './pager';
import styles from './backoffice.module.css';

const when = (ms: number) => new Date(ms).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Who did what to this talent or company, when and why: newest first, 20 a page. */
export function AuditLogSection({ targetId }: { targetId: string }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const log = useAuditLog(targetId, cursors.at(-1));
  return (
    <section className={styles.section} aria-labelledby="audit-log-title">
      <h2 id="audit-log-title">Audit log</h2>
      {log.isPending ? (
        <p role="status">Loading the audit log…</p>
      ) : log.isError ? (
        <LoadError text="The audit log could not be loaded." error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <p className={styles.muted}>No administrative action yet.</p>
      ) : (
        <>
          <ul className={styles.list} aria-label="Audit entries">
            {log.data.items.map((entry) => (
              <li key={entry.id} className={styles.row}>
                <div>
                  <p className={styles.name}>
                    {AUDIT_ACTION_LABELS[entry.action]}
                    {entry.detail ? `: ${entry.detail}` : ''}
                  </p>
                  <p className={styles.meta}>
                    {when(entry.at)} by {entry.actorName}
                    {entry.reason ? ` · Reason: ${entry.reason}` : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Pager cursors={cursors} setCursors={setCursors} nextCursor={log.data.nextCursor} busy={log.isPlaceholderData} label="Audit log pages" />
        </>
      )}
    </section>
  );
}
