import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { FilterSelect } from '@/components/ui/filter-select';
import { Button } from '@/components/ui/button';
import { FormSubmit, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { TextField } from '@/components/ui/text-field';
import type { JobFilters, JobKeywordForm } from '@/services/schemas/job';
import { workModeLabel } from '@/services/format/labels';
import { useMediaQuery } from '@/components/jobs/use-media-query';
import { FILTER_FIELDS, activeFilterCount, type EnumFilterKey } from './job-query';
import styles from './jobs.module.css';

/** The search box's rule loads when the box is first used: the job list itself loads no zod. */
const loadKeywordSchema = () => import('@/services/schemas/job').then((m) => m.jobKeywordFormSchema);

// The pay filter (its currency list) loads after the jobs, off the list's first load.
const MinimumPayFilter = dynamic(() => import('./minimum-pay-filter').then((m) => m.MinimumPayFilter), {
  ssr: false,
  loading: () => <p className={styles.muted}>Loading the pay filter…</p>,
});

// The place list (every country, with regions and cities) loads after the jobs, off the list's first load.
const PlaceFilter = dynamic(() => import('@/components/jobs/place-filter').then((m) => m.PlaceFilter), {
  ssr: false,
  loading: () => <p className={styles.muted}>Loading places…</p>,
});

interface JobFiltersFormProps {
  filters: JobFilters;
  /** A change to merge into the search; null clears it. */
  onChange: (patch: Partial<JobFilters> | null) => void;
  /** The signed-in talent's country for "Near me" (null: not set on the profile, undefined: not known yet). */
  ownCountry?: string | null;
  profileHref?: string;
}

/** Any choice applies at once; the keyword applies on submit so typing does not fire a query per key. */
export function JobFiltersForm({ filters, onChange, ownCountry, profileHref }: JobFiltersFormProps) {
  const [open, setOpen] = useState(false);
  const fieldsId = useId();
  const set = (patch: Partial<JobFilters>) => onChange(patch);
  const count = activeFilterCount(filters);
  // Below the desktop width the fields stay folded until asked for (jobs.module.css): the place and pay filters, with
  // their country and currency lists, load and render when they are opened, not with the phone's first screen.
  const wide = useMediaQuery('(min-width: 1024px)');
  const fieldsShown = open || wide;

  return (
    <section className={[styles.filters, open ? '' : styles.collapsed].join(' ')} aria-label="Job filters">
      {/* Keyed by the URL's keyword: a back/forward or "Clear all" resets what is typed to the search shown. */}
      <KeywordSearch
        key={filters.keyword ?? ''}
        initial={filters.keyword ?? ''}
        onSearch={(keyword) => set({ keyword: keyword || undefined })}
      />
      <button
        type="button"
        className={styles.filtersToggle}
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpen(!open)}
      >
        Filters{count > 0 ? ` (${count})` : ''} <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </button>
      <div id={fieldsId} className={styles.filterFields}>
        {FILTER_FIELDS.map(({ key, label, options }) => (
          <FilterSelect
            key={key}
            label={label}
            options={options}
            optionLabel={workModeLabel}
            value={filters[key as EnumFilterKey] ?? ''}
            onChange={(value) => set({ [key]: value || undefined })}
          />
        ))}
        {fieldsShown ? (
          <>
            <PlaceFilter
              value={filters.place}
              onChange={(place) => set({ place })}
              ownCountry={ownCountry}
              profileHref={profileHref}
            />
            <MinimumPayFilter filters={filters} onChange={set} />
          </>
        ) : null}
        {count > 0 ? (
          <Button variant="secondary" onClick={() => onChange(null)}>
            Clear all filters
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function KeywordField() {
  const field = useFormField<JobKeywordForm>();
  return (
    <>
      <TextField label="Search jobs" type="search" placeholder="Title, company or skill" {...field('keyword')} />
      <FormSubmit>Search</FormSubmit>
    </>
  );
}

function KeywordSearch({ initial, onSearch }: { initial: string; onSearch: (keyword: string) => void }) {
  const form = useSchemaForm<JobKeywordForm>({ schema: loadKeywordSchema, defaultValues: { keyword: initial } });
  return (
    <SchemaForm form={form} onSubmit={({ keyword }) => onSearch(keyword)} role="search" className={styles.search}>
      <KeywordField />
    </SchemaForm>
  );
}
