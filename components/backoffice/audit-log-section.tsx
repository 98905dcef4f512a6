import { useState } from 'react';
import { useAuditLog } from '@/components/backoffice/use-backoffice';
import { AUDIT_ACTION_LABELS } from '@/services/schemas/audit';
import { PagedResults } from './pager';
import styles from './backoffice.module.css';
import { formatDateTime } from '@/services/format/dates';

/** Who did what to this talent or company, when and why: newest first, 20 a page. */
export function AuditLogSection({ targetId }: { targetId: string }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const log = useAuditLog(targetId, cursors.at(-1));
  return (
    <section className={styles.section} aria-labelledby="audit-log-title">
      <h2 id="audit-log-title">Audit log</h2>
      <PagedResults
        query={log}
        cursors={cursors}
        setCursors={setCursors}
        label="Audit entries"
        noun="audit log"
        empty={<p className={styles.muted}>No administrative action yet.</p>}
        renderItem={(entry) => (
          <li key={entry.id} className={styles.row}>
            <div>
              <p className={styles.name}>
                {AUDIT_ACTION_LABELS[entry.action]}
                {entry.detail ? `: ${entry.detail}` : ''}
              </p>
              <p className={styles.meta}>
                {formatDateTime(entry.at)} by {entry.actorName}
                {entry.reason ? ` · Reason: ${entry.reason}` : ''}
              </p>
            </div>
          </li>
        )}
      />
    </section>
  );
}
