import Link from 'next/link';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { TALENT_ROUTES } from '@/constants/routes';
import { useNotificationSettings } from '@/hooks/use-notification-settings';
import { useSavedSearches, useSetSavedSearchAlerts } from '@/components/jobs/use-saved-searches';
import { jobSearchHref } from '@/services/format/job-search-link';
import { deliveryChoice, type DeliveryChoice } from '@/services/schemas/notification-settings';
import type { SavedSearch } from '@/services/schemas/saved-search';
import { SAVED_SEARCH_LIMITS } from '@/services/schemas/saved-search-constants';
import { DeleteSavedSearchDialog, EditSavedSearchDialog } from './saved-search-dialogs';
import { describeSearch, frequencyLabel } from './saved-search-format';
import styles from './jobs.module.css';

const MAX = SAVED_SEARCH_LIMITS.perTalentMax;

/** The job list with the search's filters, as a link (open in a new tab, share, come back). */
const runHref = (search: SavedSearch) => jobSearchHref(search.filters);

type Open = { kind: 'edit' | 'delete'; search: SavedSearch } | null;

/**
 * Where a search's alerts go follows the talent's notification settings for job alerts (in app and email, in app
 * only, off), so the list says what will really happen; null while the settings are not known.
 */
const CHANNELS: Record<DeliveryChoice, string> = {
  'app-email': ', in notifications and by email',
  app: ', in notifications only',
  off: '',
};

function alertsLine(search: SavedSearch, choice: DeliveryChoice | null): string {
  if (!search.alertsOn) return 'Alerts off';
  return `Alerts on: ${frequencyLabel(search.frequency).toLowerCase()}${choice ? CHANNELS[choice] : ''}`;
}

/** The Saved searches tab: each search with run, edit, alerts on or off and delete; at most ten, said so. */
export function SavedSearchesList({ talentId }: { talentId: string }) {
  const searches = useSavedSearches(talentId);
  const settings = useNotificationSettings(talentId);
  const choice = settings.isSuccess ? deliveryChoice(settings.data, 'job-alerts') : null;
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
      {choice === 'off' ? (
        <Alert tone="warning">
          Job alerts are off in your notification settings, so no saved search sends anything.{' '}
          <Link href={TALENT_ROUTES.settings}>Change it in Settings</Link>
        </Alert>
      ) : null}
      <ul className={styles.list} style={{ marginTop: 'var(--space-3)' }}>
        {items.map((search) => (
          <li key={search.id}>
            <SavedSearchCard
              talentId={talentId}
              search={search}
              alerts={alertsLine(search, choice)}
              onEdit={() => setOpen({ kind: 'edit', search })}
              onDelete={() => setOpen({ kind: 'delete', search })}
            />
          </li>
        ))}
      </ul>
      {open?.kind === 'edit' ? (
        <EditSavedSearchDialog talentId={talentId} search={open.search} onClose={close} />
      ) : null}
      {open?.kind === 'delete' ? (
        <DeleteSavedSearchDialog talentId={talentId} search={open.search} onClose={close} />
      ) : null}
    </section>
  );
}

interface CardProps {
  talentId: string;
  search: SavedSearch;
  /** Whether its alerts are on, how often and where they go. */
  alerts: string;
  onEdit: () => void;
  onDelete: () => void;
}

function SavedSearchCard({ talentId, search, alerts: alertsText, onEdit, onDelete }: CardProps) {
  const alerts = useSetSavedSearchAlerts(talentId);
  const titleId = `search-${search.id}`;
  return (
    <article
      className={styles.jobCard}
      aria-labelledby={titleId}
      style={{ flexWrap: 'wrap', justifyContent: 'space-between' }}
    >
      <div style={{ flex: '1 1 16rem' }}>
        <h3 id={titleId}>
          <Link className={styles.jobLink} href={runHref(search)} prefetch={false}>
            {search.name}
          </Link>
        </h3>
        <p className={styles.muted}>{describeSearch(search.filters)}</p>
        <p className={styles.muted}>{alertsText}</p>
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
