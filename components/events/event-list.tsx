import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import type { Page } from '@/services/pagination';
import type { CommunityEvent } from '@/services/schemas/event';
import catalog from '@/components/ui/catalog.module.css';
import styles from './events.module.css';
import { LoadMore } from '@/components/ui/load-more';

/** Tabs as a tablist of buttons: the selected one is announced, arrow-free (few tabs, Tab moves between them). */
export function EventTabs<T extends string>({
  tabs,
  value,
  onChange,
}: {
  tabs: readonly { id: T; label: string }[];
  value: T;
  onChange: (tab: T) => void;
}) {
  return (
    <div role="tablist" aria-label="Events" className={styles.tabs}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === value}
          className={styles.tab}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** A paged event list with its loading, error and empty states; `render` draws one event. */
export function EventList({
  query,
  empty,
  render,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<CommunityEvent>>>;
  empty: ReactNode;
  render: (event: CommunityEvent) => ReactNode;
}) {
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isPending) {
    return (
      <div className={catalog.list} role="status" aria-label="Loading events">
        {[0, 1, 2].map((i) => (
          <div key={i} className={catalog.skeleton} />
        ))}
      </div>
    );
  }
  if (query.isError && items.length === 0)
    return <LoadError text="Events could not be loaded." error={query.error} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <div className={catalog.center}>{empty}</div>;
  return (
    <>
      <ul className={catalog.list}>
        {items.map((event) => (
          <li key={event.id}>{render(event)}</li>
        ))}
      </ul>
      <LoadMore pages={query} noun="events" />
    </>
  );
}
