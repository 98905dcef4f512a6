import Link from 'next/link';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import styles from './home.module.css';

/** A titled block of a home page, with an optional "see all" link beside its title. */
export function HomeSection({
  id,
  title,
  note,
  action,
  children,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  action?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <div>
          <h2 id={id} className={styles.sectionTitle}>
            {title}
          </h2>
          {note ? <p className={styles.sectionNote}>{note}</p> : null}
        </div>
        {action ? (
          <Link href={action.href} prefetch={false}>
            {action.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

/** A section's four states: loading, error with a retry, empty, and the data. */
export function QueryBody<T>({
  query,
  loadingLabel,
  errorText,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  loadingLabel: string;
  errorText: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <LoadError text={errorText} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (query.isPending || query.data === undefined) return <div className={styles.skeleton} role="status" aria-label={loadingLabel} />;
  if (isEmpty(query.data)) return <div className={styles.empty}>{empty}</div>;
  return <>{children(query.data)}</>;
}
