import { FormList } from '@/components/ui/form/form-list';
import { useFormControl, useFormField } from '@/components/ui/form/schema-form';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { ENTRY_LIMITS, PRESENT, emptyEducationEntry, emptyWorkEntry } from '@/services/schemas/profile-entry-constants';
import type { TalentProfileForm as Values } from '@/services/schemas/talent-profile';
import styles from '@/components/ui/profile.module.css';

type ListName = 'workHistory' | 'education';

/** Start and end months; "Ongoing" stands for an end that has not come (stored as 'present'). */
function MonthRange({ list, index }: { list: ListName; index: number }) {
  const field = useFormField<Values>();
  const end = useFormControl<Values>(`${list}.${index}.end`);
  const ongoing = end.value === PRESENT;
  return (
    <div className={styles.grid}>
      <TextField label="Start month" type="month" placeholder="YYYY-MM" {...field(`${list}.${index}.start`)} />
      {ongoing ? null : (
        <TextField
          label="End month"
          type="month"
          placeholder="YYYY-MM"
          value={String(end.value ?? '')}
          onChange={(event) => end.onChange(event.target.value)}
          onBlur={end.onBlur}
          error={end.error}
        />
      )}
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={ongoing}
          onChange={(event) => end.onChange(event.target.checked ? PRESENT : '')}
        />
        Ongoing
      </label>
    </div>
  );
}

function EntryFields({
  list,
  index,
  organisation,
  title,
}: {
  list: ListName;
  index: number;
  organisation: string;
  title: string;
}) {
  const field = useFormField<Values>();
  const titleKey = list === 'workHistory' ? 'title' : 'degree';
  return (
    <>
      <div className={styles.grid}>
        <TextField
          label={organisation}
          maxLength={ENTRY_LIMITS.organisationMax}
          {...field(`${list}.${index}.organisation`)}
        />
        <TextField
          label={title}
          maxLength={ENTRY_LIMITS.titleMax}
          {...field(`${list}.${index}.${titleKey}` as `workHistory.${number}.title`)}
        />
      </div>
      <MonthRange list={list} index={index} />
      <TextArea
        label="Description (optional)"
        rows={3}
        maxLength={ENTRY_LIMITS.descriptionMax}
        {...field(`${list}.${index}.description`)}
      />
    </>
  );
}

const LISTS = [
  {
    name: 'workHistory',
    legend: 'Work history',
    itemName: 'Work entry',
    addLabel: 'Add a work entry',
    max: ENTRY_LIMITS.workMax,
    newItem: emptyWorkEntry,
    empty: 'No work entries yet: add jobs, internships or volunteering.',
    labels: { organisation: 'Company or organisation', title: 'Job title' },
  },
  {
    name: 'education',
    legend: 'Education',
    itemName: 'Education entry',
    addLabel: 'Add an education entry',
    max: ENTRY_LIMITS.educationMax,
    newItem: emptyEducationEntry,
    empty: 'No education entries yet: add schools, degrees or courses.',
    labels: { organisation: 'School', title: 'Degree or course' },
  },
] as const;

/** The talent's work history and education in the profile form: entries added, edited, removed and reordered. */
export function CareerFields() {
  return LISTS.map(({ name, labels, newItem, ...list }) => (
    <FormList<Values, ListName>
      key={name}
      name={name}
      newItem={newItem as () => Values[ListName][number]}
      firstField="organisation"
      {...list}
    >
      {(index) => <EntryFields list={name} index={index} organisation={labels.organisation} title={labels.title} />}
    </FormList>
  ));
}
