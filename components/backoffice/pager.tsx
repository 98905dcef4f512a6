import { Button } from '@/components/ui/button';
import styles from './backoffice.module.css';

/** Previous / next over cursor pages: `cursors` holds the cursor of every page after the first that was opened. */
export function Pager({ cursors, setCursors, nextCursor, busy, label }: {
  cursors: string[];
  setCursors: (update: (cursors: string[]) => string[]) => void;
  nextCursor: string | null;
  busy: boolean;
  label: string;
}) {
  if (cursors.length === 0 && !nextCursor) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <span className={styles.muted}>Page {cursors.length + 1}</span>
      <span className={styles.actions}>
        {cursors.length > 0 ? (
          <Button variant="secondary" size="small" onClick={() => setCursors((c) => c.slice(0, -1))}>
            Previous page
          </Button>
        ) : null}
        {nextCursor ? (
          <Button variant="secondary" size="small" disabled={busy} onClick={() => setCursors((c) => [...c, nextCursor])}>
            Next page
          </Button>
        ) : null}
      </span>
    </nav>
  );
}
