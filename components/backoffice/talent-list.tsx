import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import fieldStyles from '@/components/ui/field.module.css';
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { ADMIN_ROUTES } from '@/constants/routes';
import { useAdminTalents } from '@/hooks/use-backoffice';
import type { AdminTalentFilters } from '@/services/backoffice/talents';
import { queryFromTalentFilters, talentFiltersFromQuery } from './list-query';
import { FilterFormEnd, NoMatch, PagedResults } from './pager';
import styles from './backoffice.module.css';

/** The talents list's search and filters, applied together on submit. */
export function TalentFilters({ filters, onApply }: { filters: AdminTalentFilters; onApply: (f: AdminTalentFilters) => void }) {
  const [form, setForm] = useState(() => queryFromTalentFilters(filters));
  const set = (field: string, value: string) => setForm((f) => ({ ...f, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(talentFiltersFromQuery(form));
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label="Find talents">
      <TextField label="Email or name" value={form.q ?? ''} onChange={(e) => set('q', e.target.value)} placeholder="name@example.com" maxLength={254} />
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor="admin-talent-category">
          Category
        </label>
        <select id="admin-talent-category" className={fieldStyles.input} value={form.category ?? ''} onChange={(e) => set('category', e.target.value)}>
          <option value="">All categories</option>
          {JOB_SEEKER_CATEGORIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor="admin-talent-availability">
          Availability
        </label>
        <select id="admin-talent-availability" className={fieldStyles.input} value={form.availability ?? ''} onChange={(e) => set('availability', e.target.value)}>
          <option value="">Any</option>
          <option value="yes">Open to offers</option>
          <option value="no">Not available</option>
        </select>
      </div>
      <TextField label="Verified skill" value={form.skill ?? ''} onChange={(e) => set('skill', e.target.value)} placeholder="e.g. React" maxLength={60} />
      <FilterFormEnd
        suspended={form.suspended === 'yes'}
        onSuspended={(checked) => set('suspended', checked ? 'yes' : '')}
        active={Object.keys(queryFromTalentFilters(filters)).length > 0}
        onClear={() => onApply({})}
      />
    </form>
  );
}

/** The talents matching the filters, 20 a page, with the pager. */
export function TalentPages({ filters, onClear }: { filters: AdminTalentFilters; onClear: () => void }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const page = useAdminTalents(filters, cursors.at(-1));
  const filtered = Object.keys(queryFromTalentFilters(filters)).length > 0;
  return (
    <PagedResults
      query={page}
      cursors={cursors}
      setCursors={setCursors}
      label="Talents"
      noun="talents"
      empty={<NoMatch filtered={filtered} none="No talent has signed up yet." noMatch="No talent matches." onClear={onClear} />}
      renderItem={(talent) => (
        <li key={talent.id} className={styles.row} aria-label={talent.name}>
          <div>
            <h2 className={styles.name}>
              <Link href={ADMIN_ROUTES.talent(talent.id)}>{talent.name || talent.email}</Link>{' '}
              {talent.suspended ? <span className={styles.bad}>Suspended</span> : null}
            </h2>
            <p className={styles.meta}>
              {[talent.email, talent.role, talent.availability ? 'Open to offers' : 'Not available'].filter(Boolean).join(' · ')}
            </p>
          </div>
        </li>
      )}
    />
  );
}

