import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormSubmit, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { PageTitle } from '@/components/ui/page-title';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { LIMITS } from '@/services/schemas/limits';
import { useTalentCardsPage } from '@/hooks/use-talent-cards';
import { TALENT_KEYWORDS_MAX } from '@/services/schemas/talent-constants';
import type { TalentCard, TalentCardFilterForm, TalentCardFilters } from '@/services/schemas/talent-card';
import { LoadError } from '@/components/ui/load-error';
import { countryCodesByName } from '@/services/format/country-options';
import { countryName } from '@/services/format/place-label';
import { discoveryFiltersFromQuery, queryFromDiscoveryFilters, talentProfileHref } from './discovery-query';
import { SkillList } from '@/components/ui/skill-list';
import { TalentAvatar } from '@/components/ui/talent-avatar';
import styles from './discovery.module.css';

const loadFilterSchema = () => import('@/services/schemas/talent-card').then((m) => m.talentCardFilterFormSchema);

/**
 * What the page wraps talents in: the children for a company that reaches talents, otherwise why it does not yet (the
 * companies room's gate).
 */
export type ReachGate = ComponentType<{ what: string; children: ReactNode }>;

/**
 * Talent discovery (company menu "Assessments"): available talents by category and skill, verified skills first,
 * recently updated first, 20 per page. The filters live in the URL.
 */
export function DiscoveryScreen({ ReachGate }: { ReachGate: ReachGate }) {
  const router = useRouter();
  const filters = discoveryFiltersFromQuery(router.query);
  const search = `${filters.role ?? ''}|${filters.skill ?? ''}|${filters.country ?? ''}|${filters.q ?? ''}`;
  const setFilters = (next: TalentCardFilters) =>
    void router.replace({ pathname: router.pathname, query: queryFromDiscoveryFilters(next) }, undefined, {
      shallow: true,
    });

  return (
    <>
      {/* The company menu's "Assessments" (SPEC section 2) opens this screen, so it bears that name: talents found by
          the skills they proved in assessments. */}
      <PageTitle title="Assessments" />
      <h1 style={{ marginTop: 0 }}>Assessments</h1>
      <p className={styles.intro}>
        Talents open to offers, by the skills they proved in assessments. Filter by category and skill; with a skill,
        those who verified it in an assessment come first. Keywords find where they worked or studied, and as what.
      </p>
      <ReachGate what="talent discovery, talent profiles and CVs">
        {/* Remounted when the URL changes (back button, a shared link, "Clear filters") so the fields show the filters
            in force; the two keys differ, or React would keep a stale copy of one beside the other. */}
        <DiscoveryFilters key={`filters|${search}`} filters={filters} onApply={setFilters} />
        {/* A new search starts again from the first page. */}
        {router.isReady ? (
          <DiscoveryPages key={`pages|${search}`} filters={filters} onClear={() => setFilters({})} />
        ) : null}
      </ReachGate>
    </>
  );
}

function DiscoveryFilterFields({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const field = useFormField<TalentCardFilterForm>();
  return (
    <>
      <SelectField
        label="Category"
        placeholder="All categories"
        optional
        options={JOB_SEEKER_CATEGORIES}
        {...field('role')}
      />
      <TextField label="Skill" {...field('skill')} placeholder="e.g. React" maxLength={LIMITS.skillMax} />
      <SelectField
        label="Country"
        placeholder="Any country"
        optional
        options={countryCodesByName()}
        optionLabel={countryName}
        {...field('country')}
      />
      <TextField
        label="Keywords"
        {...field('q')}
        placeholder="Company, school, job title or degree"
        maxLength={TALENT_KEYWORDS_MAX}
      />
      <div className={styles.filterActions}>
        <FormSubmit>Search</FormSubmit>
        {filtered ? (
          <Button variant="ghost" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </>
  );
}

function DiscoveryFilters({
  filters,
  onApply,
}: {
  filters: TalentCardFilters;
  onApply: (filters: TalentCardFilters) => void;
}) {
  const form = useSchemaForm<TalentCardFilterForm>({
    schema: loadFilterSchema,
    defaultValues: {
      role: filters.role ?? '',
      skill: filters.skill ?? '',
      country: filters.country ?? '',
      q: filters.q ?? '',
    },
  });
  return (
    <SchemaForm
      form={form}
      onSubmit={(values) => onApply(discoveryFiltersFromQuery(values))}
      className={styles.filters}
      role="search"
      aria-label="Filter talents"
    >
      <DiscoveryFilterFields
        filtered={Boolean(filters.role || filters.skill || filters.country || filters.q)}
        onClear={() => onApply({})}
      />
    </SchemaForm>
  );
}

function DiscoveryPages({ filters, onClear }: { filters: TalentCardFilters; onClear: () => void }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const page = useTalentCardsPage(filters, cursors.at(-1));

  if (page.isPending) return <p role="status">Loading talents…</p>;
  if (page.isError) {
    return <LoadError text="The talents could not be loaded." error={page.error} onRetry={() => void page.refetch()} />;
  }
  const { items, nextCursor } = page.data;
  const filtered = Boolean(filters.role || filters.skill || filters.country || filters.q);
  if (items.length === 0 && cursors.length === 0) {
    return (
      <div className={styles.section}>
        <p style={{ marginTop: 0 }}>
          {filtered
            ? 'No available talents match these filters.'
            : 'No talents are open to offers right now. Check back soon.'}
        </p>
        {filtered ? (
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label="Talents">
        {items.map((card) => (
          <TalentListItem key={card.id} card={card} />
        ))}
      </ul>
      <nav className={styles.pager} aria-label="Pages">
        <span className={styles.muted}>Page {cursors.length + 1}</span>
        <span className={styles.filterActions}>
          {cursors.length > 0 ? (
            <Button variant="secondary" onClick={() => setCursors((c) => c.slice(0, -1))}>
              Previous page
            </Button>
          ) : null}
          {nextCursor ? (
            <Button
              variant="secondary"
              disabled={page.isPlaceholderData}
              onClick={() => setCursors((c) => [...c, nextCursor])}
            >
              Next page
            </Button>
          ) : null}
        </span>
      </nav>
    </>
  );
}

function TalentListItem({ card }: { card: TalentCard }) {
  const headline = typeof card.profile?.headline === 'string' ? card.profile.headline : '';
  const location = typeof card.profile?.location === 'string' ? card.profile.location : '';
  return (
    <li className={styles.card} aria-label={card.name}>
      <TalentAvatar name={card.name} url={card.profile?.avatarUrl} />
      <div>
        <h2 className={styles.name}>{card.name}</h2>
        <p className={styles.meta}>{[card.role, headline, location].filter(Boolean).join(' · ')}</p>
        <SkillList skills={card.skills} verifiedSkills={card.verifiedSkills} label={`Skills of ${card.name}`} />
      </div>
      <Link href={talentProfileHref(card.id)} prefetch={false} aria-label={`View profile of ${card.name}`}>
        View profile
      </Link>
    </li>
  );
}
