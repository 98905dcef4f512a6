import { useMemo } from 'react';
import type { FieldPath } from 'react-hook-form';
import { countryCodesByName } from '@/services/format/country-options';
import { countryName } from '@/services/format/place-label';
import { ChipsField } from '@/components/ui/form/chips-field';
import { FormSubmit, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { DraftNotice } from '@/components/ui/form/draft-notice';
import { useFormDraft } from '@/components/ui/form/use-form-draft';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { DEGREES, EDUCATION_STATUSES, EXPERIENCE_LEVELS, GENDERS, JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { useUpdateTalentProfile } from '@/components/talents/use-talent-profile';
import { formToPatch, talentToForm } from '@/services/format/talent-profile';
import { LIMITS } from '@/services/schemas/limits';
import type { Talent } from '@/services/schemas/talent';
import type { TalentProfileForm as Values } from '@/services/schemas/talent-profile';
import { CareerFields } from './career-fields';
import { profileSubmit } from '@/components/ui/form/profile-save';
import { FormStatus } from '@/components/ui/form/form-status';
import styles from '@/components/ui/profile.module.css';

/**
 * A refused write names `profile.bio` or `skills.2`: the form's field is the last or first part. An entry's field
 * (`workHistory.0.end`) is a field of the form as it is.
 */
const fieldOf = (path: string): FieldPath<Values> | null => {
  if (/^(workHistory|education)\.\d+\.\w+$/.test(path)) return path as FieldPath<Values>;
  const [head, next] = path.split('.');
  const key = head === 'profile' ? next : head;
  return key && Object.hasOwn(FIELDS, key) ? (key as keyof Values) : null;
};

/** The form's fields (complete: the type requires every one). */
const FIELDS: Record<keyof Values, true> = {
  name: true,
  headline: true,
  bio: true,
  role: true,
  skills: true,
  educationStatus: true,
  school: true,
  degree: true,
  experience: true,
  gender: true,
  location: true,
  country: true,
  portfolioUrl: true,
  linkedinUrl: true,
  githubUrl: true,
  availability: true,
  workHistory: true,
  education: true,
};
// With the work history and education lists (talent-profile-career.ts), loaded on the form's first use.
const loadSchema = () =>
  import('@/services/schemas/talent-profile-career').then((m) => m.talentProfileCareerFormSchema);

function TalentProfileFields({ verified }: { verified: string[] }) {
  const field = useFormField<Values>();
  return (
    <>
      <FormStatus />
      <div className={styles.grid}>
        <TextField label="Full name" autoComplete="name" {...field('name')} />
        <TextField
          label="Headline"
          placeholder="e.g. Front-end developer who loves accessible UIs"
          {...field('headline')}
        />
      </div>
      <TextArea label="About" maxLength={LIMITS.longTextMax} {...field('bio')} />
      <div className={styles.grid}>
        <SelectField
          label="Job-seeker category"
          placeholder="Choose a category"
          options={JOB_SEEKER_CATEGORIES}
          {...field('role')}
        />
        <TextField label="Location" autoComplete="address-level2" {...field('location')} />
        <SelectField
          label="Country"
          placeholder="Not stated"
          optional
          options={countryCodesByName()}
          optionLabel={countryName}
          {...field('country')}
        />
      </div>
      <ChipsField<Values>
        name="skills"
        label="Skills"
        max={LIMITS.skillsMax}
        maxLength={LIMITS.skillMax}
        placeholder="e.g. React"
        marked={{ values: verified, label: 'verified' }}
      />
      <div className={styles.grid}>
        <SelectField
          label="Education status"
          placeholder="Not stated"
          optional
          options={EDUCATION_STATUSES}
          {...field('educationStatus')}
        />
        <TextField label="School" {...field('school')} />
        <SelectField label="Degree" placeholder="Not stated" optional options={DEGREES} {...field('degree')} />
        <SelectField
          label="Experience"
          placeholder="Not stated"
          optional
          options={EXPERIENCE_LEVELS}
          {...field('experience')}
        />
        <SelectField label="Gender" placeholder="Prefer not to say" optional options={GENDERS} {...field('gender')} />
      </div>
      <CareerFields />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Links</legend>
        <div className={styles.grid}>
          <TextField label="Portfolio" type="url" inputMode="url" placeholder="https://" {...field('portfolioUrl')} />
          <TextField
            label="LinkedIn"
            type="url"
            inputMode="url"
            placeholder="https://linkedin.com/in/…"
            {...field('linkedinUrl')}
          />
          <TextField
            label="GitHub"
            type="url"
            inputMode="url"
            placeholder="https://github.com/…"
            {...field('githubUrl')}
          />
        </div>
      </fieldset>
      <label className={styles.checkbox}>
        <input type="checkbox" {...field('availability')} />
        Available for work
      </label>
      <div className={styles.formActions}>
        <FormSubmit busyLabel="Saving…">Save profile</FormSubmit>
      </div>
    </>
  );
}

/** Every profile field of a talent; what was typed stays in place when a save fails. */
export function TalentProfileForm({ talent }: { talent: Talent }) {
  const save = useUpdateTalentProfile(talent.id);
  const form = useSchemaForm<Values>({ schema: loadSchema, defaultValues: talentToForm(talent) });
  const verified = useMemo(() => talent.skills.filter((s) => s.verified).map((s) => s.skill), [talent.skills]);
  const draft = useFormDraft(form, 'profile');

  const submit = profileSubmit(form, {
    save: async (values) => {
      await save.mutateAsync(formToPatch(values, talent));
      draft.clear();
    },
    fieldOf,
    saved: 'Profile saved.',
    notSaved: 'Your profile was not saved.',
  });

  return (
    <SchemaForm form={form} onSubmit={submit} className={styles.form} aria-label="Talent profile">
      <DraftNotice draft={draft} />
      <TalentProfileFields verified={verified} />
    </SchemaForm>
  );
}
