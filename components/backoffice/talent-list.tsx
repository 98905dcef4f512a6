import Link from 'next/link';
import { SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { ADMIN_ROUTES } from '@/constants/routes';
import { useAdminTalents } from '@/components/backoffice/use-backoffice';
import type { AdminTalentFilters } from '@/services/backoffice/talents';
import { countryCodesByName } from '@/services/format/country-options';
import { countryName } from '@/services/format/place-label';
import { FilteredPages } from './admin-list-screen';
import { FilterFormEnd } from './filter-form';
import { SEARCH_MAX, SKILL_MAX } from './filter-limits';
import type { TalentFilterForm } from './filter-schemas';
import { queryFromTalentFilters, talentFiltersFromQuery } from './list-query';
import styles from './backoffice.module.css';

const AVAILABILITY = { yes: 'Open to offers', no: 'Not available' } as const;

const talentFilterSchema = () => import('./filter-schemas').then((m) => m.talentFilterSchema);

function TalentFilterFields() {
  const field = useFormField<TalentFilterForm>();
  return (
    <>
      <TextField
        label="Email or name"
        hint="Words also find where talents worked or studied."
        {...field('q')}
        placeholder="name@example.com"
        maxLength={SEARCH_MAX}
      />
      <SelectField
        label="Category"
        placeholder="All categories"
        optional
        options={JOB_SEEKER_CATEGORIES}
        {...field('category')}
      />
      <SelectField
        label="Availability"
        placeholder="Any"
        optional
        options={['yes', 'no']}
        optionLabel={(a) => AVAILABILITY[a as keyof typeof AVAILABILITY]}
        {...field('availability')}
      />
      <TextField label="Verified skill" {...field('skill')} placeholder="e.g. React" maxLength={SKILL_MAX} />
      <SelectField
        label="Country"
        placeholder="Any country"
        optional
        options={countryCodesByName()}
        optionLabel={countryName}
        {...field('country')}
      />
    </>
  );
}

/** The talents list's search and filters, applied together on submit. */
export function TalentFilters({
  filters,
  onApply,
}: {
  filters: AdminTalentFilters;
  onApply: (f: AdminTalentFilters) => void;
}) {
  const query = queryFromTalentFilters(filters);
  const form = useSchemaForm<TalentFilterForm>({
    schema: talentFilterSchema,
    defaultValues: {
      q: query.q ?? '',
      category: (query.category ?? '') as TalentFilterForm['category'],
      availability: (query.availability ?? '') as TalentFilterForm['availability'],
      skill: query.skill ?? '',
      suspended: filters.suspended === true,
      country: query.country ?? '',
    },
  });
  const submit = ({ suspended, ...values }: TalentFilterForm) =>
    onApply(talentFiltersFromQuery({ ...values, suspended: suspended ? 'yes' : '' }));
  return (
    <SchemaForm form={form} onSubmit={submit} className={styles.filters} role="search" aria-label="Find talents">
      <TalentFilterFields />
      <FilterFormEnd active={Object.keys(query).length > 0} onClear={() => onApply({})} />
    </SchemaForm>
  );
}

/** The talents matching the filters, 20 a page, with the pager. */
export function TalentPages({ filters, onClear }: { filters: AdminTalentFilters; onClear: () => void }) {
  return (
    <FilteredPages
      filters={filters}
      filtered={Object.keys(queryFromTalentFilters(filters)).length > 0}
      onClear={onClear}
      usePage={useAdminTalents}
      label="Talents"
      noun="talents"
      none="No talent has signed up yet."
      noMatch="No talent matches."
      renderItem={(talent) => (
        <li key={talent.id} className={styles.row} aria-label={talent.name}>
          <div>
            <h2 className={styles.name}>
              <Link href={ADMIN_ROUTES.talent(talent.id)}>{talent.name || talent.email}</Link>{' '}
              {talent.suspended ? <span className={styles.bad}>Suspended</span> : null}
            </h2>
            <p className={styles.meta}>
              {[talent.email, talent.role, talent.availability ? 'Open to offers' : 'Not available']
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
        </li>
      )}
    />
  );
}
