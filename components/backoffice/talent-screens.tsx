import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { TalentAvatar } from '@/components/ui/talent-avatar';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-title';
import { ADMIN_ROUTES } from '@/constants/routes';
import { useAdminTalent } from '@/components/backoffice/use-backoffice';
import { AdminListScreen } from './admin-list-screen';
import { AuditLogSection } from './audit-log-section';
import { MessageAction } from './message-action';
import { queryFromTalentFilters, talentFiltersFromQuery } from './list-query';
import { restoreDialog, revokeDialog, suspendDialog, type Dialog } from './talent-dialogs';
import { TalentApplications, TalentAttempts } from './talent-history';
import { TalentFilters, TalentPages } from './talent-list';
import { TalentProfileDetails } from './talent-profile';
import styles from './backoffice.module.css';

// The decision dialogs (their form and its checks) load when one opens: the details screen shows without them.
const ActionDialog = dynamic(() => import('./action-dialog').then((m) => m.ActionDialog));

const TALENT_URL = { fromQuery: talentFiltersFromQuery, toQuery: queryFromTalentFilters };

/**
 * Talents: every talent account, 20 a page, newest first; search by exact email or the start of a name;
 * filters by category, availability, verified skill and suspension. The filters live in the URL.
 */
export function AdminTalentsScreen() {
  return (
    <AdminListScreen
      title="Talents"
      intro="Every talent account, newest first. A search by email or name ignores the filters."
      url={TALENT_URL}
      Filters={TalentFilters}
      Results={TalentPages}
    />
  );
}

/** One talent: the whole profile with contact details and CV, its applications, the actions and the audit log. */
export function AdminTalentScreen() {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  const talent = useAdminTalent(id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (!router.isReady || talent.isPending) return <p role="status">Loading the talent…</p>;
  if (talent.isError) {
    return (
      <>
        <Link href={ADMIN_ROUTES.talents}>Back to talents</Link>
        <LoadError text="This talent could not be loaded." error={talent.error} onRetry={() => void talent.refetch()} />
      </>
    );
  }
  const t = talent.data;
  return (
    <>
      <PageTitle title={t.name || 'Talent'} />
      <Link href={ADMIN_ROUTES.talents}>Back to talents</Link>
      <header className={styles.row} style={{ marginTop: 'var(--space-3)' }}>
        <div className={styles.actions}>
          <TalentAvatar name={t.name} url={t.profile?.avatarUrl} />
          <div>
            <h1 className={styles.name} style={{ fontSize: '1.5rem' }}>
              {t.name}
            </h1>
            <p className={styles.meta}>{t.role}</p>
            {t.suspended ? <p className={styles.bad}>Suspended: {t.suspendedReason}</p> : null}
          </div>
        </div>
        <div className={styles.actions}>
          <MessageAction uid={t.id} name={t.name} />
          {t.suspended ? (
            <Button variant="secondary" onClick={() => setDialog(restoreDialog(t))}>
              Restore
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setDialog(suspendDialog(t))}>
              Suspend
            </Button>
          )}
        </div>
      </header>
      <TalentProfileDetails talent={t} onRevoke={(skill) => setDialog(revokeDialog(t, skill))} />
      <TalentApplications talentId={t.id} />
      <TalentAttempts talentId={t.id} />
      <AuditLogSection targetId={t.id} />
      {dialog ? <ActionDialog {...dialog} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
