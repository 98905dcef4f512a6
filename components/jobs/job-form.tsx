import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { ChipsInput } from '@/components/ui/chips-input';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { DEGREES, EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, JOB_CATEGORIES, JOB_LEVELS, SALARY_PERIODS, WORK_MODES } from '@/constants/enums';
import { ValidationError } from '@/services/errors';
import { JOB_LIMITS } from '@/services/schemas/job';
import { formValuesToInput, errorsFromIssues, validateJobForm, type JobFormErrors, type JobFormValues } from './job-form-values';
import styles from './job-form.module.css';

interface JobFormProps {
  initialValues: JobFormValues;
  submitLabel: string;
  cancelHref: string;
  /** Saves the converted input; a rejection keeps the form as typed and shows why. */
  onSave: (input: ReturnType<typeof formValuesToInput>, values: JobFormValues) => Promise<unknown>;
}

/** Create and edit share this form; it validates with the service's schema and saves nothing until valid. */
export function JobForm({ initialValues, submitLabel, cancelHref, onSave }: JobFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const bind = (key: Exclude<keyof JobFormValues, 'skills'>) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateJobForm(values, { checkDeadline: values.deadline !== initialValues.deadline });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSave(formValuesToInput(values), values);
    } catch (error) {
      setErrors(
        error instanceof ValidationError
          ? errorsFromIssues(error.issues, values)
          : { form: error instanceof Error ? error.message : 'The job could not be saved. Try again.' },
      );
    } finally {
      setSaving(false);
    }
  };

  const remote = values.workMode === 'remote';
  const unpaid = values.salaryMax.trim() !== '' && Number(values.salaryMax) === 0;
  const invalidCount = Object.keys(errors).filter((k) => k !== 'form').length;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={saving}>
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      {invalidCount > 0 ? <Alert tone="error">Fix the highlighted fields to save the job.</Alert> : null}
      <TextField label="Job title" maxLength={JOB_LIMITS.titleMax} {...bind('title')} />
      <TextArea label="Description" rows={8} hint={`${values.description.length} of ${JOB_LIMITS.descriptionMax} characters.`} {...bind('description')} />
      <div className={styles.grid}>
        <SelectField label="Job category" options={JOB_CATEGORIES} placeholder="Choose a category" {...bind('category')} />
        <SelectField label="Level" options={JOB_LEVELS} placeholder="Choose a level" {...bind('level')} />
        <SelectField label="Work mode" options={WORK_MODES} placeholder="Choose a work mode" {...bind('workMode')} />
        <SelectField label="Employment type" options={EMPLOYMENT_TYPES} placeholder="Choose a type" {...bind('employmentType')} />
        <SelectField label="Experience" options={EXPERIENCE_LEVELS} placeholder="Choose experience" {...bind('experience')} />
        <SelectField label="Degree (optional)" options={DEGREES} placeholder="No degree required" optional {...bind('degree')} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Salary</legend>
        <div className={styles.grid}>
          <TextField label="Salary minimum" type="number" inputMode="numeric" min={0} {...bind('salaryMin')} />
          <TextField
            label="Salary maximum"
            type="number"
            inputMode="numeric"
            min={0}
            hint={unpaid ? 'A maximum of 0 is shown to talents as "Unpaid".' : 'Enter 0 for an unpaid role.'}
            {...bind('salaryMax')}
          />
          <TextField label="Currency" maxLength={3} autoCapitalize="characters" {...bind('currency')} />
          <SelectField label="Pay period" options={SALARY_PERIODS} placeholder="Choose a period" {...bind('period')} />
        </div>
      </fieldset>
      <div className={styles.grid}>
        <TextField label={remote ? 'Location (optional)' : 'Location'} maxLength={JOB_LIMITS.locationMax} {...bind('location')} />
        <TextField label="Application deadline (optional)" type="date" {...bind('deadline')} />
      </div>
      <ChipsInput
        label="Skills"
        values={values.skills}
        onChange={(skills) => set('skills', skills)}
        max={JOB_LIMITS.skillsMax}
        maxLength={JOB_LIMITS.skillMax}
        error={errors.skills}
        placeholder="e.g. React"
      />
      <div className={styles.actions}>
        <ButtonLink href={cancelHref} variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
