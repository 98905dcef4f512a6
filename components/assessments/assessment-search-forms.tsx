/** The assessments lists' searches, on the form binding: a skill as long as the schema allows a skill to be. */
import { Button } from '@/components/ui/button';
import { SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { AssessmentStatus } from '@/services/schemas/assessment';
import { ASSESSMENT_STATUSES } from '@/services/schemas/assessment-constants';
import type { AdminFilters, TalentSearch } from './assessment-search-schemas';
import styles from './assessments.module.css';

const talentSearchSchema = () => import('./assessment-search-schemas').then((m) => m.talentSearchSchema);
const adminFiltersSchema = () => import('./assessment-search-schemas').then((m) => m.adminFiltersSchema);

function SearchField() {
  const field = useFormField<TalentSearch>();
  return <TextField label="Search by skill" placeholder="e.g. React, SQL, Copywriting" {...field('search')} />;
}

/** A talent's search of the published assessments by skill. */
export function TalentAssessmentSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const form = useSchemaForm<TalentSearch>({ schema: talentSearchSchema, defaultValues: { search: '' } });
  return (
    <SchemaForm
      form={form}
      onSubmit={({ search }) => onSearch(search.trim())}
      className={styles.search}
      role="search"
      style={{ marginTop: 'var(--space-4)' }}
    >
      <SearchField />
      <Button type="submit">Search</Button>
    </SchemaForm>
  );
}

function AdminFilterFields({ onStatus }: { onStatus: (status: AssessmentStatus | '') => void }) {
  const field = useFormField<AdminFilters>();
  return (
    <>
      <SelectField
        label="Status"
        placeholder="Any status"
        optional
        options={ASSESSMENT_STATUSES}
        optionLabel={(s) => (s === 'draft' ? 'Draft' : 'Published')}
        {...field('status', { onChange: (e) => onStatus(e.target.value) })}
      />
      <TextField label="Skill starts with" {...field('skill')} />
    </>
  );
}

/** The administrators' filters: the status applies as it is chosen, the start of the skill on Filter. */
export function AdminAssessmentFilters({
  onStatus,
  onSkill,
  onCreate,
}: {
  onStatus: (status: AssessmentStatus | '') => void;
  onSkill: (skill: string) => void;
  onCreate: () => void;
}) {
  const form = useSchemaForm<AdminFilters>({ schema: adminFiltersSchema, defaultValues: { status: '', skill: '' } });
  return (
    <SchemaForm
      form={form}
      onSubmit={({ skill }) => onSkill(skill.trim())}
      className={styles.filters}
      aria-label="Filter assessments"
    >
      <AdminFilterFields onStatus={onStatus} />
      <div className={styles.row}>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        <Button onClick={onCreate}>New assessment</Button>
      </div>
    </SchemaForm>
  );
}
