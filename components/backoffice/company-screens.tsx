import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-title';
import { TextField } from '@/components/ui/text-field';
import fieldStyles from '@/components/ui/field.module.css';
import { ADMIN_ROUTES } from '@/constants/routes';
import { useAdminCompanies, useAdminCompany, useAdminCompanyJobs } from '@/hooks/use-backoffice';
import type { AdminCompanyFilters } from '@/services/backoffice/companies';
import { companyResponseLabel } from '@/services/response-stats';
import type { Company } from '@/services/schemas/company';
import { ActionDialog, type ActionDialogProps } from './action-dialog';
import { AuditLogSection } from './audit-log-section';
import { MessageAction } from './message-action';
import { companyFiltersFromQuery, filterKey, queryFromCompanyFilters } from './list-query';
import { FilterFormEnd, NoMatch, PagedResults } from './pager';
import styles from './backoffice.module.css';
import { formatDay } from '@/services/format/dates';

const REVIEW_LABELS = { verified: 'Verified', pending: 'Awaiting review', declined: 'Declined' } as const;

/** A company's review and suspension as tags. Companies from before the review count as awaiting it. */
export function CompanyStatus({ company }: { company: Pick<Company, 'verification' | 'suspended'> }) {
  const review = company.verification ?? 'pending';
  return (
    <>
      <span className={review === 'verified' ? styles.good : review === 'declined' ? styles.bad : styles.tag}>{REVIEW_LABELS[review]}</span>{' '}
      {company.suspended ? <span className={styles.bad}>Suspended</span> : null}
    </>
  );
}

/**
 * Companies: every company, 20 a page, newest first; search by exact email or the start of a name;
 * filters by review status and suspension, in the URL.
 */
export function AdminCompaniesScreen() {
  const router = useRouter();
  const filters = companyFiltersFromQuery(router.query);
  const key = filterKey(queryFromCompanyFilters(filters));
  const apply = (next: AdminCompanyFilters) =>
    void router.replace({ pathname: router.pathname, query: queryFromCompanyFilters(next) }, undefined, { shallow: true });
  return (
    <>
      <PageTitle title="Companies" />
      <h1 style={{ marginTop: 0 }}>Companies</h1>
      <p className={styles.intro}>Every company hiring on the marketplace, newest first. A search by email or name ignores the filters.</p>
      <CompanyFilters key={key} filters={filters} onApply={apply} />
      {router.isReady ? <CompanyPages key={key} filters={filters} onClear={() => apply({})} /> : null}
    </>
  );
}

function CompanyFilters({ filters, onApply }: { filters: AdminCompanyFilters; onApply: (f: AdminCompanyFilters) => void }) {
  const [form, setForm] = useState(() => queryFromCompanyFilters(filters));
  const set = (field: string, value: string) => setForm((f) => ({ ...f, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(companyFiltersFromQuery(form));
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label="Find companies">
      <TextField label="Email or name" value={form.q ?? ''} onChange={(e) => set('q', e.target.value)} placeholder="hr@example.com" maxLength={254} />
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor="admin-company-review">
          Review
        </label>
        <select id="admin-company-review" className={fieldStyles.input} value={form.review ?? ''} onChange={(e) => set('review', e.target.value)}>
          <option value="">Any</option>
          <option value="pending">Awaiting review</option>
          <option value="verified">Verified</option>
          <option value="declined">Declined</option>
        </select>
      </div>
      <FilterFormEnd
        suspended={form.suspended === 'yes'}
        onSuspended={(checked) => set('suspended', checked ? 'yes' : '')}
        active={Object.keys(queryFromCompanyFilters(filters)).length > 0}
        onClear={() => onApply({})}
      />
    </form>
  );
}

function CompanyPages({ filters, onClear }: { filters: AdminCompanyFilters; onClear: () => void }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const page = useAdminCompanies(filters, cursors.at(-1));
  const filtered = Object.keys(queryFromCompanyFilters(filters)).length > 0;
  return (
    <PagedResults
      query={page}
      cursors={cursors}
      setCursors={setCursors}
      label="Companies"
      noun="companies"
      empty={<NoMatch filtered={filtered} none="No company has signed up yet." noMatch="No company matches." onClear={onClear} />}
      renderItem={(company) => (
        <li key={company.id} className={styles.row} aria-label={company.name}>
          <div>
            <h2 className={styles.name}>
              <Link href={ADMIN_ROUTES.company(company.id)}>{company.name || 'Unnamed company'}</Link>
            </h2>
            {company.location ? <p className={styles.meta}>{company.location}</p> : null}
          </div>
          <div>
            <CompanyStatus company={company} />
          </div>
        </li>
      )}
    />
  );
}

type Dialog = Omit<ActionDialogProps, 'onClose'>;

function companyDialogs(c: Company) {
  return {
    verify: {
      title: `Verify ${c.name}?`,
      text: 'Its jobs awaiting review go live, and talents see a "Verified company" badge on its jobs and profile.',
      confirm: 'Verify',
      done: 'Company verified.',
      action: () => ({ kind: 'verify', companyId: c.id }),
    },
    decline: {
      title: `Decline ${c.name}?`,
      text: 'Its jobs keep waiting for review. The company sees the reason on its dashboard.',
      reasonLabel: 'Reason for declining',
      confirm: 'Decline',
      danger: true,
      done: 'Company declined.',
      action: (reason) => ({ kind: 'decline', companyId: c.id, reason }),
    },
    suspend: {
      title: `Suspend ${c.name}?`,
      text: 'Its jobs close and its members can no longer sign in; it is told why by email.',
      reasonLabel: 'Reason for the suspension',
      confirm: 'Suspend',
      danger: true,
      done: 'Company suspended.',
      action: (reason) => ({ kind: 'suspend', targetType: 'company', id: c.id, reason }),
    },
    restore: {
      title: `Restore ${c.name}?`,
      text: 'Its members can sign in again. Its closed jobs stay closed until it reopens them.',
      confirm: 'Restore',
      done: 'Company restored.',
      action: () => ({ kind: 'restore', targetType: 'company', id: c.id }),
    },
  } satisfies Record<string, Dialog>;
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
        <LoadError text="This company could not be loaded." error={company.error} onRetry={() => void company.refetch()} />
      </>
    );
  }
  const c = company.data;
  const dialogs = companyDialogs(c);
  // The server refuses to review a company whose email is not verified (it checks the sign-in account itself).
  const reviewable = c.account.emailVerified || c.verification === 'verified';
  const reply = companyResponseLabel(c.responseStats);
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
          {c.verification === 'declined' && c.account.verificationReason ? <p className={styles.meta}>Declined: {c.account.verificationReason}</p> : null}
          {c.suspended ? <p className={styles.meta}>Suspended: {c.account.suspendedReason ?? 'no reason recorded'}</p> : null}
          {reviewable ? null : (
            <p className={styles.meta} role="note">
              Email not verified yet (as last seen): Verify and Decline are refused until the company verifies its email address.
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <MessageAction uid={c.id} name={c.name} />
          {c.verification !== 'verified' ? (
            <Button onClick={() => setDialog(dialogs.verify)}>Verify</Button>
          ) : null}
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
      <section className={styles.section} aria-labelledby="company-profile-title">
        <h2 id="company-profile-title">Profile</h2>
        <dl className={styles.facts}>
          <dt>Email</dt>
          <dd>
            {c.account.email ? <a href={`mailto:${c.account.email}`}>{c.account.email}</a> : 'Not recorded'}{' '}
            {c.account.emailVerified ? <span className={styles.good}>Email verified</span> : <span className={styles.tag}>Email not verified</span>}
          </dd>
          <dt>Signed up</dt>
          <dd>{c.timestamp ? formatDay(c.timestamp) : 'Unknown'}</dd>
          <dt>Reply time</dt>
          <dd>{reply ?? 'Not enough applications yet'}</dd>
          {c.website ? (
            <>
              <dt>Website</dt>
              <dd>
                <a href={c.website} target="_blank" rel="noopener noreferrer">
                  {c.website}
                </a>
              </dd>
            </>
          ) : null}
          {c.location ? (
            <>
              <dt>Location</dt>
              <dd>{c.location}</dd>
            </>
          ) : null}
          {c.size ? (
            <>
              <dt>Size</dt>
              <dd>{c.size}</dd>
            </>
          ) : null}
          {c.about ? (
            <>
              <dt>About</dt>
              <dd>{c.about}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <CompanyJobs companyId={c.id} />
      <AuditLogSection targetId={c.id} />
      {dialog ? <ActionDialog {...dialog} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

const JOB_STATUS_LABELS = { active: 'Active', closed: 'Closed', 'awaiting-review': 'Awaiting review' } as const;

function CompanyJobs({ companyId }: { companyId: string }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const jobs = useAdminCompanyJobs(companyId, cursors.at(-1));
  return (
    <section className={styles.section} aria-labelledby="company-jobs-title">
      <h2 id="company-jobs-title">Jobs</h2>
      <PagedResults
        query={jobs}
        cursors={cursors}
        setCursors={setCursors}
        label="Jobs"
        noun="jobs"
        empty={<p className={styles.muted}>No jobs posted yet.</p>}
        renderItem={(job) => (
          <li key={job.id} className={styles.row} aria-label={job.title}>
            <div>
              <p className={styles.name}>{job.title}</p>
              <p className={styles.meta}>
                {job.category} · {job.applicantCount} {job.applicantCount === 1 ? 'applicant' : 'applicants'}
              </p>
            </div>
            <span className={job.status === 'active' ? styles.good : styles.tag}>{JOB_STATUS_LABELS[job.status]}</span>
          </li>
        )}
      />
    </section>
  );
}
