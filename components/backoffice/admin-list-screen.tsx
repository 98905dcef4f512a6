import type { UseQueryResult } from '@tanstack/react-query';
import { useRouter, type NextRouter } from 'next/router';
import { useState, type ComponentType, type ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import type { Page } from '@/services/pagination';
import { filterKey } from './list-query';
import { NoMatch, PagedResults } from './pager';
import styles from './backoffice.module.css';

/** How a list's filters read from and write to the URL. */
export interface UrlFilters<F> {
  fromQuery: (query: NextRouter['query']) => F;
  toQuery: (filters: F) => Record<string, string>;
}

/**
 * A back-office list screen: a title, a line saying what it lists, the filter form and the results. The filters
 * live in the URL (a search can be shared and survives a reload); a new search remounts the form (so it shows the
 * filters in force) and the results (so they start again from the first page).
 */
export function AdminListScreen<F extends object>({
  title,
  intro,
  url,
  Filters,
  Results,
}: {
  title: string;
  intro: string;
  url: UrlFilters<F>;
  Filters: ComponentType<{ filters: F; onApply: (filters: F) => void }>;
  Results: ComponentType<{ filters: F; onClear: () => void }>;
}) {
  const router = useRouter();
  const filters = url.fromQuery(router.query);
  const key = filterKey(url.toQuery(filters));
  const apply = (next: F) =>
    void router.replace({ pathname: router.pathname, query: url.toQuery(next) }, undefined, { shallow: true });
  return (
    <>
      <PageTitle title={title} />
      <h1 style={{ marginTop: 0 }}>{title}</h1>
      <p className={styles.intro}>{intro}</p>
      {/* Sibling keys must differ, or React keeps a stale copy of one beside the other (the form shown twice). */}
      <Filters key={`filters|${key}`} filters={filters} onApply={apply} />
      {router.isReady ? (
        <Results key={`pages|${key}`} filters={filters} onClear={() => apply(url.fromQuery({}))} />
      ) : null}
    </>
  );
}

/**
 * The items of a filtered list, 20 a page, with the pager and the empty state: `none` when nothing exists yet,
 * `noMatch` (with a way back to everything) when the filters match nothing.
 */
export function FilteredPages<F, T extends { id: string }>({
  filters,
  filtered,
  onClear,
  usePage,
  label,
  noun,
  none,
  noMatch,
  renderItem,
}: {
  filters: F;
  filtered: boolean;
  onClear: () => void;
  usePage: (filters: F, after?: string) => UseQueryResult<Page<T>>;
  label: string;
  noun: string;
  none: string;
  noMatch: string;
  renderItem: (item: T) => ReactNode;
}) {
  const [cursors, setCursors] = useState<string[]>([]);
  const page = usePage(filters, cursors.at(-1));
  return (
    <PagedResults
      query={page}
      cursors={cursors}
      setCursors={setCursors}
      label={label}
      noun={noun}
      empty={<NoMatch filtered={filtered} none={none} noMatch={noMatch} onClear={onClear} />}
      renderItem={renderItem}
    />
  );
}
