import Link from 'next/link';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { TALENT_ROUTES } from '@/constants/routes';
import { useSavedSearches, useSetSavedSearchAlerts } from '@/hooks/use-saved-searches';
import type { SavedSearch } from '@/services/schemas/saved-search';
import { SAVED_SEARCH_LIMITS } from '@/services/schemas/saved-search-constants';
import { queryFromFilters } from './job-query';
import { DeleteSavedSearchDialog, EditSavedSearchDialog } from './saved-search-dialogs';
import { describeSearch, frequencyLabel } from './saved-search-format';
import styles from './jobs.module.css';

const MAX = SAVED_SEARCH_LIMITS.perTalentMax;

/** The job list with the search's filters, as a link (open in a new tab, share, come back). */
export const runHref = (search: SavedSearch) => {
  const query = new URLSearchParams(queryFromFilters(search.filters)).toString();
  return query ? `${TALENT_ROUTES.jobs}?${query}` : TALENT_ROUTES.jobs;
};

type Open = { kind: 'edit' | 'delete'; search: SavedSearch } | null;

/** The Saved searches tab: each search with run, edit, alerts on or off and delete; at most ten, said so. */
export function SavedSearchesList({ talentId }: { talentId: string }) {
  const searches = useSavedSearches(talentId);
  const [open, setOpen] = useState<Open>(null);
  if (searches.isPending) {
    return (
      <div className={styles.list} role="status" aria-label="Loading saved searches">
        {[0, 1].map((i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (searches.isError) {
    return (
      <div className={styles.center}>
        <Alert tone="error">Your saved searches could not be loaded. {searches.error.message}</Alert>
        <Button onClick={() => void searches.refetch()}>Try again</Button>
      </div>
    );
  }
  const items = searches.data;
  if (items.length === 0) {
    return (
      <div className={styles.center}>
        <h2 className={styles.sectionTitle}>No saved searches yet</h2>
        <p className={styles.muted}>
          Search and filter the job list, then choose Save this search: new matching jobs come daily or weekly to your
          notifications and email. You can keep up to {MAX}.
        </p>
        <ButtonLink href={TALENT_ROUTES.jobs}>Browse jobs</ButtonLink>
      </div>
    );
  }
  const close = () => setOpen(null);
  return (
    <section aria-label="Saved searches">
      <p className={styles.muted} role="status">
        {items.length} of {MAX} saved searches
        {items.length >= MAX ? ': the most you can keep. Delete one to save another.' : '.'}
      </p>
      <ul className={styles.list} style={{ marginTop: 'var(--space-3)' }}>
        {items.map((search) => (
          <li key={search.id}>
            <SavedSearchCard talentId={talentId} search={search} onEdit={() => setOpen({ kind: 'edit', search })} onDelete={() => setOpen({ kind: 'delete', search })} />
          </li>
        ))}
      </ul>
      {open?.kind === 'edit' ? <EditSavedSearchDialog talentId={talentId} search={open.search} onClose={close} /> : null}
      {open?.kind === 'delete' ? <DeleteSavedSearchDialog talentId={talentId} search={open.search} onClose={close} /> : null}
    </section>
  );
}

function SavedSearchCard({ talentId, search, onEdit, onDelete }: { talentId: string; search: SavedSearch; onEdit: () => void; onDelete: () => void }) {
  const alerts = useSetSavedSearchAlerts(talentId);
  const titleId = `search-${search.id}`;
  return (
    <article className={styles.jobCard} aria-labelledby={titleId} style={{ flexWrap: 'wrap', justifyContent: 'space-between' }}>
      <div style={{ flex: '1 1 16rem' }}>
        <h3 id={titleId}>
          <Link className={styles.jobLink} href={runHref(search)} prefetch={false}>
            {search.name}
          </Link>
        </h3>
        <p className={styles.muted}>{describeSearch(search.filters)}</p>
        <p className={styles.muted}>
          {search.alertsOn ? `Alerts on: ${frequencyLabel(search.frequency).toLowerCase()}, in notifications and by email` : 'Alerts off'}
        </p>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)', alignItems: 'flex-start' }}>
        <ButtonLink size="small" href={runHref(search)} aria-label={`Run "${search.name}"`}>
          Run
        </ButtonLink>
        <Button size="small" variant="secondary" onClick={onEdit} aria-label={`Edit "${search.name}"`}>
          Edit
        </Button>
        <Button
          size="small"
          variant="secondary"
          busy={alerts.isPending}
          disabled={alerts.isPending}
          onClick={() => alerts.mutate({ id: search.id, alertsOn: !search.alertsOn })}
          aria-label={`${search.alertsOn ? 'Turn alerts off' : 'Turn alerts on'} for "${search.name}"`}
        >
          {search.alertsOn ? 'Turn alerts off' : 'Turn alerts on'}
        </Button>
        <Button size="small" variant="ghost" onClick={onDelete} aria-label={`Delete "${search.name}"`}>
          Delete
        </Button>
      </div>
    </article>
  );
}
