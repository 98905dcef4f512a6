import { useState, type FormEvent } from 'react';
import { toast } from '@/hooks/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChipsInput } from '@/components/ui/chips-input';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { DEGREES, EDUCATION_STATUSES, EXPERIENCE_LEVELS, GENDERS, JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { useUpdateStudent } from '@/hooks/use-talent-profile';
import { LIMITS } from '@/services/schemas/common';
import type { Student } from '@/services/schemas/student';
import { talentProfileFormSchema, type TalentProfileForm } from '@/services/schemas/talent-profile';
import { formToPatch, studentToForm } from '@/services/format/talent-profile';
import { saveErrorFields, saveErrorMessage, zodFieldErrors, type FieldErrors } from './form-errors';
import styles from './profile.module.css';

/** Every profile field of a talent; what was typed stays in place when a save fails. */
export function TalentProfileForm({ student }: { student: Student }) {
  const [form, setForm] = useState<TalentProfileForm>(() => studentToForm(student));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useUpdateStudent(student.id);

  const set = <K extends keyof TalentProfileForm>(key: K, value: TalentProfileForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: keyof TalentProfileForm) => ({
    value: form[key] as string,
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = talentProfileFormSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      setFailure('Some fields need your attention.');
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(formToPatch(parsed.data, student), {
      onSuccess: () => toast.success('Profile saved.'),
      onError: (error) => {
        setErrors(saveErrorFields(error));
        setFailure(saveErrorMessage(error));
        toast.error('Your profile was not saved.');
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Talent profile">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className={styles.grid}>
        <TextField label="Full name" autoComplete="name" {...text('name')} />
        <TextField label="Headline" placeholder="e.g. Front-end developer who loves accessible UIs" {...text('headline')} />
      </div>
      <TextArea label="About" maxLength={LIMITS.longTextMax} {...text('bio')} />
      <div className={styles.grid}>
        <SelectField label="Job-seeker category" placeholder="Choose a category" options={JOB_SEEKER_CATEGORIES} {...text('role')} />
        <TextField label="Location" autoComplete="address-level2" {...text('location')} />
      </div>
      <ChipsInput
        label="Skills"
        values={form.skills}
        onChange={(skills) => set('skills', skills)}
        max={LIMITS.skillsMax}
        maxLength={LIMITS.skillMax}
        error={errors.skills}
        placeholder="e.g. React"
        marked={{ values: student.skills.filter((s) => s.verified).map((s) => s.skill), label: 'verified' }}
      />
      <div className={styles.grid}>
        <SelectField label="Education status" placeholder="Not stated" optional options={EDUCATION_STATUSES} {...text('educationStatus')} />
        <TextField label="School" {...text('school')} />
        <SelectField label="Degree" placeholder="Not stated" optional options={DEGREES} {...text('degree')} />
        <SelectField label="Experience" placeholder="Not stated" optional options={EXPERIENCE_LEVELS} {...text('experience')} />
        <SelectField label="Gender" placeholder="Prefer not to say" optional options={GENDERS} {...text('gender')} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Links</legend>
        <div className={styles.grid}>
          <TextField label="Portfolio" type="url" inputMode="url" placeholder="https://" {...text('portfolioUrl')} />
          <TextField label="LinkedIn" type="url" inputMode="url" placeholder="https://linkedin.com/in/…" {...text('linkedinUrl')} />
          <TextField label="GitHub" type="url" inputMode="url" placeholder="https://github.com/…" {...text('githubUrl')} />
        </div>
      </fieldset>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={form.availability} onChange={(e) => set('availability', e.target.checked)} />
        Available for work
      </label>
      <div className={styles.formActions}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
