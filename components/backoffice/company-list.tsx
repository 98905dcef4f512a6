import Link from 'next/link';
import { SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { COMPANY_VERIFICATION } from '@/constants/enums';
import { ADMIN_ROUTES } from '@/constants/routes';
import { useAdminCompanies } from '@/components/backoffice/use-backoffice';
import type { AdminCompanyFilters } from '@/services/backoffice/companies';
import { FilteredPages } from './admin-list-screen';
import { CompanyStatus } from './company-status';
import { FilterFormEnd } from './filter-form';
import { SEARCH_MAX } from './filter-limits';
import type { CompanyFilterForm } from './filter-schemas';
import { companyFiltersFromQuery, queryFromCompanyFilters } from './list-query';
import styles from './backoffice.module.css';

const REVIEW_LABELS: Record<string, string> = {
  pending: 'Awaiting review',
  verified: 'Verified',
  declined: 'Declined',
};

const companyFilterSchema = () => import('./filter-schemas').then((m) => m.companyFilterSchema);

function CompanyFilterFields() {
  const field = useFormField<CompanyFilterForm>();
  return (
    <>
      <TextField label="Email or name" {...field('q')} placeholder="hr@example.com" maxLength={SEARCH_MAX} />
      <SelectField
        label="Review"
        placeholder="Any"
        optional
        options={COMPANY_VERIFICATION}
        optionLabel={(r) => REVIEW_LABELS[r] ?? r}
        {...field('review')}
      />
    </>
  );
}

/** The companies list's search and filters, applied together on submit. */
export function CompanyFilters({
  filters,
  onApply,
}: {
  filters: AdminCompanyFilters;
  onApply: (f: AdminCompanyFilters) => void;
}) {
  const query = queryFromCompanyFilters(filters);
  const form = useSchemaForm<CompanyFilterForm>({
    schema: companyFilterSchema,
    defaultValues: {
      q: query.q ?? '',
      review: (query.review ?? '') as CompanyFilterForm['review'],
      suspended: filters.suspended === true,
    },
  });
  const submit = ({ suspended, ...values }: CompanyFilterForm) =>
    onApply(companyFiltersFromQuery({ ...values, suspended: suspended ? 'yes' : '' }));
  return (
    <SchemaForm form={form} onSubmit={submit} className={styles.filters} role="search" aria-label="Find companies">
      <CompanyFilterFields />
      <FilterFormEnd active={Object.keys(query).length > 0} onClear={() => onApply({})} />
    </SchemaForm>
  );
}

/** The companies matching the filters, 20 a page, with the pager. */
export function CompanyPages({ filters, onClear }: { filters: AdminCompanyFilters; onClear: () => void }) {
  return (
    <FilteredPages
      filters={filters}
      filtered={Object.keys(queryFromCompanyFilters(filters)).length > 0}
      onClear={onClear}
      usePage={useAdminCompanies}
      label="Companies"
      noun="companies"
      none="No company has signed up yet."
      noMatch="No company matches."
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
