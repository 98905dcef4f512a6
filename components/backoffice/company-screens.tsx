import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-title';
import { ADMIN_ROUTES } from '@/constants/routes';
import { useAdminCompany } from '@/components/backoffice/use-backoffice';
import { AdminListScreen } from './admin-list-screen';
import { AuditLogSection } from './audit-log-section';
import { companyDialogs, type Dialog } from './company-dialogs';
import { CompanyJobs } from './company-jobs';
import { JobsToCheck } from './jobs-to-check';
import { CompanyFilters, CompanyPages } from './company-list';
import { CompanyProfile } from './company-profile';
import { CompanyStatus } from './company-status';
import { MessageAction } from './message-action';
import { companyFiltersFromQuery, queryFromCompanyFilters } from './list-query';
import styles from './backoffice.module.css';

// The decision dialogs (their form and its checks) load when one opens: the details screen shows without them.
const ActionDialog = dynamic(() => import('./action-dialog').then((m) => m.ActionDialog));

const COMPANY_URL = { fromQuery: companyFiltersFromQuery, toQuery: queryFromCompanyFilters };

/**
 * Companies: every company, 20 a page, newest first; search by exact email or the start of a name;
 * filters by review status and suspension, in the URL; below, the open jobs flagged for a look.
 */
export function AdminCompaniesScreen() {
  return (
    <>
      <AdminListScreen
        title="Companies"
        intro="Every company hiring on the marketplace, newest first. A search by email or name ignores the filters."
        url={COMPANY_URL}
        Filters={CompanyFilters}
        Results={CompanyPages}
      />
      <JobsToCheck />
    </>
  );
}

/** One company: its profile, review, reply time and jobs with applicant counts; the actions and the audit log. */
export function AdminCompanyScreen() {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  const company = useAdminCompany(id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (!router.isReady || company.isPending) return <p role="status">Loading the company…</p>;
  if (company.isError) {
    return (
      <>
        <Link href={ADMIN_ROUTES.companies}>Back to companies</Link>
        <LoadError
          text="This company could not be loaded."
          error={company.error}
          onRetry={() => void company.refetch()}
        />
      </>
    );
  }
  const c = company.data;
  const dialogs = companyDialogs(c);
  // The server refuses to review a company whose email is not verified (it checks the sign-in account itself).
  const reviewable = c.account.emailVerified || c.verification === 'verified';
  return (
    <>
      <PageTitle title={c.name || 'Company'} />
      <Link href={ADMIN_ROUTES.companies}>Back to companies</Link>
      <header className={styles.row} style={{ marginTop: 'var(--space-3)' }}>
        <div>
          <h1 className={styles.name} style={{ fontSize: '1.5rem' }}>
            {c.name}
          </h1>
          <p className={styles.meta}>
            <CompanyStatus company={c} />
          </p>
          {c.verification === 'declined' && c.account.verificationReason ? (
            <p className={styles.meta}>Declined: {c.account.verificationReason}</p>
          ) : null}
          {c.suspended ? (
            <p className={styles.meta}>Suspended: {c.account.suspendedReason ?? 'no reason recorded'}</p>
          ) : null}
          {reviewable ? null : (
            <p className={styles.meta} role="note">
              Email not verified yet (as last seen): Verify and Decline are refused until the company verifies its email
              address.
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <MessageAction uid={c.id} name={c.name} />
          {c.verification !== 'verified' ? <Button onClick={() => setDialog(dialogs.verify)}>Verify</Button> : null}
          {c.verification !== 'verified' && c.verification !== 'declined' ? (
            <Button variant="secondary" onClick={() => setDialog(dialogs.decline)}>
              Decline
            </Button>
          ) : null}
          {c.suspended ? (
            <Button variant="secondary" onClick={() => setDialog(dialogs.restore)}>
              Restore
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setDialog(dialogs.suspend)}>
              Suspend
            </Button>
          )}
        </div>
      </header>
      <CompanyProfile company={c} />
      <CompanyJobs companyId={c.id} />
      <AuditLogSection targetId={c.id} />
      {dialog ? <ActionDialog {...dialog} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
