import Link from 'next/link';
import type { ReactNode, Ref } from 'react';
import { LoadError } from '@/components/ui/load-error';
import styles from './home.module.css';

/** A titled block of a home page, with an optional "see all" link beside its title. */
export function HomeSection({
  id,
  title,
  note,
  action,
  children,
  sectionRef,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  action?: { href: string; label: string };
  children: ReactNode;
  sectionRef?: Ref<HTMLElement>;
}) {
  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby={id}>
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
  placeholderCards,
  waiting,
}: {
  query: QueryLike<T>;
  loadingLabel: string;
  errorText: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
  /**
   * How many card-sized placeholders stand in while loading (default: one line). A list of cards reserves room for
   * a few of them, so what follows it does not jump down the screen when they arrive.
   */
  placeholderCards?: number;
  /** Not read yet on purpose (the section waits to near the screen): its room is kept, but nothing says it is loading. */
  waiting?: boolean;
}) {
  const { data } = query;
  if (query.isError) {
    return <LoadError text={errorText} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (data === undefined && waiting) return <div className={styles.skeleton} aria-hidden="true" />;
  if (data === undefined) {
    if (!placeholderCards) return <div className={styles.skeleton} role="status" aria-label={loadingLabel} />;
    return (
      <div className={styles.skeletonCards} role="status" aria-label={loadingLabel}>
        {Array.from({ length: placeholderCards }, (_, i) => (
          <div key={i} className={styles.skeletonCard} />
        ))}
      </div>
    );
  }
  if (isEmpty(data)) return <div className={styles.empty}>{empty}</div>;
  return <>{children(data)}</>;
}
