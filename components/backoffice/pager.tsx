import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import type { Page } from '@/services/pagination';
import styles from './backoffice.module.css';

type SetCursors = (update: (cursors: string[]) => string[]) => void;

/** Previous / next over cursor pages: `cursors` holds the cursor of every page after the first that was opened. */
function Pager({
  cursors,
  setCursors,
  nextCursor,
  busy,
  label,
}: {
  cursors: string[];
  setCursors: SetCursors;
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
          <Button
            variant="secondary"
            size="small"
            disabled={busy}
            onClick={() => setCursors((c) => [...c, nextCursor])}
          >
            Next page
          </Button>
        ) : null}
      </span>
    </nav>
  );
}

/**
 * One paginated back-office list with its loading, error and empty states: `label` names the list (and, with
 * "pages", its pager), `noun` the things in it ("talents") for the loading and error texts.
 */
export function PagedResults<T extends { id: string }>({
  query,
  cursors,
  setCursors,
  label,
  noun,
  empty,
  renderItem,
}: {
  query: UseQueryResult<Page<T>>;
  cursors: string[];
  setCursors: SetCursors;
  label: string;
  noun: string;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
}) {
  if (query.isPending) return <p role="status">Loading {noun}…</p>;
  if (query.isError)
    return (
      <LoadError text={`The ${noun} could not be loaded.`} error={query.error} onRetry={() => void query.refetch()} />
    );
  if (query.data.items.length === 0 && cursors.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {query.data.items.map(renderItem)}
      </ul>
      <Pager
        cursors={cursors}
        setCursors={setCursors}
        nextCursor={query.data.nextCursor}
        busy={query.isPlaceholderData}
        label={`${label} pages`}
      />
    </>
  );
}

/** The empty state of a filtered list: what matched nothing, and a way back to everything. */
export function NoMatch({
  filtered,
  none,
  noMatch,
  onClear,
}: {
  filtered: boolean;
  none: string;
  noMatch: string;
  onClear: () => void;
}) {
  return (
    <div className={styles.section}>
      <p style={{ marginTop: 0 }}>{filtered ? noMatch : none}</p>
      {filtered ? (
        <Button variant="secondary" onClick={onClear}>
          Clear
        </Button>
      ) : null}
    </div>
  );
}
