import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import fieldStyles from '@/components/ui/field.module.css';
import { ADMIN_ROUTES } from '@/constants/routes';
import { useAdminCompanies } from '@/hooks/use-backoffice';
import type { AdminCompanyFilters } from '@/services/backoffice/companies';
import { CompanyStatus } from './company-status';
import { companyFiltersFromQuery, queryFromCompanyFilters } from './list-query';
import { FilterFormEnd, NoMatch, PagedResults } from './pager';
import styles from './backoffice.module.css';

/** The companies list's search and filters, applied together on submit. */
export function CompanyFilters({ filters, onApply }: { filters: AdminCompanyFilters; onApply: (f: AdminCompanyFilters) => void }) {
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

/** The companies matching the filters, 20 a page, with the pager. */
export function CompanyPages({ filters, onClear }: { filters: AdminCompanyFilters; onClear: () => void }) {
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

