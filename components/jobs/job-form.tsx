import { useMemo } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { ChipsField } from '@/components/ui/form/chips-field';
import {
  FORM_ERROR,
  FormError,
  FormSubmit,
  SERVER_ERROR,
  SchemaForm,
  useFormField,
} from '@/components/ui/form/schema-form';
import { DraftNotice } from '@/components/ui/form/draft-notice';
import { useFormDraft } from '@/components/ui/form/use-form-draft';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import {
  DEGREE_REQUIREMENTS,
  DEGREES,
  EMPLOYMENT_TYPES,
  ENTRY_LEVELS,
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_LEVELS,
  SALARY_PERIODS,
  WORK_MODES,
} from '@/constants/enums';
import { ValidationError } from '@/services/errors';
import { workModeLabel } from '@/services/format/labels';
import { JOB_LIMITS } from '@/services/schemas/job-constants';
import { errorsFromIssues, formValuesToInput, type JobFormValues } from './job-form-values';
import { CurrencyField } from './currency-field';
import { JobPlaceFields } from './job-place-fields';
import styles from './job-form.module.css';

interface JobFormProps {
  initialValues: JobFormValues;
  submitLabel: string;
  cancelHref: string;
  /** Where what is typed is kept on this device until saved (one per job, and one for a new job). */
  draftName: string;
  /** Saves the converted input; a rejection keeps the form as typed and shows why. */
  onSave: (input: ReturnType<typeof formValuesToInput>, values: JobFormValues) => Promise<unknown>;
}

function JobFields({
  submitLabel,
  cancelHref,
  savedCurrency,
}: Pick<JobFormProps, 'submitLabel' | 'cancelHref'> & { savedCurrency: string }) {
  const field = useFormField<JobFormValues>();
  const { control, formState } = useFormContext<JobFormValues>();
  const [salaryMax, description, level, degree] = useWatch({
    control,
    name: ['salaryMax', 'description', 'level', 'degree'],
  });
  const entryLevel = (ENTRY_LEVELS as readonly string[]).includes(level);
  const unpaid = salaryMax.trim() !== '' && Number(salaryMax) === 0;
  const invalidCount = Object.keys(formState.errors).filter(
    (key) => key !== 'root' && get(formState.errors, key),
  ).length;
  return (
    <>
      <FormError />
      {invalidCount > 0 ? <Alert tone="error">Fix the highlighted fields to save the job.</Alert> : null}
      <TextField label="Job title" maxLength={JOB_LIMITS.titleMax} {...field('title')} />
      <TextArea
        label="Description"
        rows={8}
        hint={`${description.length} of ${JOB_LIMITS.descriptionMax} characters.`}
        {...field('description')}
      />
      <div className={styles.grid}>
        <SelectField
          label="Job category"
          options={JOB_CATEGORIES}
          placeholder="Choose a category"
          {...field('category')}
        />
        <SelectField label="Level" options={JOB_LEVELS} placeholder="Choose a level" {...field('level')} />
        <SelectField
          label="Work mode"
          options={WORK_MODES}
          optionLabel={workModeLabel}
          placeholder="Choose a work mode"
          {...field('workMode')}
        />
        <SelectField
          label="Employment type"
          options={EMPLOYMENT_TYPES}
          placeholder="Choose a type"
          {...field('employmentType')}
        />
        <SelectField
          label="Experience"
          options={EXPERIENCE_LEVELS}
          placeholder="Choose experience"
          hint={entryLevel ? 'Internship and Entry Level jobs ask for No experience or 1 - 3 years.' : undefined}
          {...field('experience')}
        />
        <SelectField
          label="Degree (optional)"
          options={DEGREES}
          placeholder="No degree required"
          optional
          {...field('degree')}
        />
        {degree ? (
          <SelectField
            label="The degree is"
            options={DEGREE_REQUIREMENTS}
            placeholder="Required or preferred?"
            {...field('degreeRequirement')}
          />
        ) : null}
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Salary</legend>
        <div className={styles.grid}>
          <TextField label="Salary minimum" type="number" inputMode="numeric" min={0} {...field('salaryMin')} />
          <TextField
            label="Salary maximum"
            type="number"
            inputMode="numeric"
            min={0}
            hint={unpaid ? 'A maximum of 0 is shown to talents as "Unpaid".' : 'Enter 0 for an unpaid role.'}
            {...field('salaryMax')}
          />
          <CurrencyField savedCode={savedCurrency} {...field('currency')} />
          <SelectField label="Pay period" options={SALARY_PERIODS} placeholder="Choose a period" {...field('period')} />
        </div>
      </fieldset>
      <JobPlaceFields />
      <div className={styles.grid}>
        <TextField
          label="Openings"
          type="number"
          inputMode="numeric"
          min={1}
          max={JOB_LIMITS.openingsMax}
          hint="How many people you will hire for this job."
          {...field('openings')}
        />
        <TextField
          label="Fill by"
          type="date"
          hint={`When you mean to have hired. The job is listed ${JOB_LIMITS.listedDaysMax} days; you can renew it.`}
          {...field('fillBy')}
        />
        <TextField label="Application deadline (optional)" type="date" {...field('deadline')} />
      </div>
      <ChipsField<JobFormValues>
        name="skills"
        label="Skills"
        max={JOB_LIMITS.skillsMax}
        maxLength={JOB_LIMITS.skillMax}
        placeholder="e.g. React"
      />
      <div className={styles.actions}>
        <ButtonLink href={cancelHref} variant="secondary">
          Cancel
        </ButtonLink>
        <FormSubmit busyLabel="Saving…" needsServer>
          {submitLabel}
        </FormSubmit>
      </div>
    </>
  );
}

/** Create and edit share this form; it validates with the service's schema and saves nothing until valid. */
export function JobForm({ initialValues, submitLabel, cancelHref, draftName, onSave }: JobFormProps) {
  // An edit that keeps a saved date is not re-checked against today (the service checks only a new one).
  const { deadline, fillBy } = initialValues;
  const schema = useMemo(
    () => () => import('./job-form-schema').then((m) => m.jobFormSchema({ deadline, fillBy })),
    [deadline, fillBy],
  );
  const form = useSchemaForm<JobFormValues>({ schema, defaultValues: initialValues });
  const draft = useFormDraft(form, draftName);

  const submit = async (values: JobFormValues) => {
    try {
      await onSave(formValuesToInput(values), values);
      draft.clear();
    } catch (error) {
      if (!(error instanceof ValidationError)) {
        const message = error instanceof Error ? error.message : 'The job could not be saved. Try again.';
        form.setError(FORM_ERROR, { type: SERVER_ERROR, message });
        return;
      }
      for (const [key, message] of Object.entries(errorsFromIssues(error.issues, values))) {
        form.setError(key === 'form' ? FORM_ERROR : (key as keyof JobFormValues), { type: SERVER_ERROR, message });
      }
    }
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className={styles.form} aria-busy={form.formState.isSubmitting}>
      <DraftNotice draft={draft} />
      <JobFields submitLabel={submitLabel} cancelHref={cancelHref} savedCurrency={initialValues.currency} />
    </SchemaForm>
  );
}
