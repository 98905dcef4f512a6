import {
  FORM_ERROR,
  FormError,
  FormSubmit,
  SchemaForm,
  SERVER_ERROR,
  useFormControl,
  useFormField,
} from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { MultiSelect } from '@/components/ui/multi-select';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { ValidationError } from '@/services/errors';
import type { AssessmentInput } from '@/services/schemas/assessment';
import { DEFAULT_COOLDOWN_DAYS } from '@/services/schemas/assessment-constants';
import styles from './assessments.module.css';

export const EMPTY_ASSESSMENT: AssessmentInput = {
  title: '',
  skill: '',
  categories: [],
  description: '',
  durationMinutes: 20,
  passMark: 70,
  questionsPerAttempt: 10,
  cooldownDays: DEFAULT_COOLDOWN_DAYS,
};

const loadSchema = () => import('@/services/schemas/assessment').then((m) => m.assessmentInputSchema);

/** Each field's wording when it fails the schema, said once here. */
const MESSAGES = {
  title: 'Give the assessment a title.',
  skill: 'Name the skill it verifies, as talents write it.',
  durationMinutes: 'Enter a duration from 1 to 180 minutes.',
  passMark: 'Enter a pass mark from 1 to 100%.',
  questionsPerAttempt: 'Enter from 1 to 100 questions per attempt.',
  cooldownDays: 'Enter from 0 to 365 days.',
};

type NumberKey = 'durationMinutes' | 'passMark' | 'questionsPerAttempt' | 'cooldownDays';

function Fields() {
  const field = useFormField<AssessmentInput>();
  const categories = useFormControl<AssessmentInput, 'categories'>('categories');
  const number = (key: NumberKey, label: string) => (
    <TextField label={label} type="number" inputMode="numeric" {...field(key, { valueAsNumber: true })} />
  );
  return (
    <>
      <TextField label="Title" required {...field('title')} />
      <TextField label="Skill" hint="As talents write it, e.g. React" required {...field('skill')} />
      {number('durationMinutes', 'Duration (minutes)')}
      {number('passMark', 'Pass mark (%)')}
      {number('questionsPerAttempt', 'Questions per attempt')}
      {number('cooldownDays', 'Retake after (days)')}
      <TextArea className={styles.wide} label="Description" rows={3} {...field('description')} />
      <div className={styles.wide}>
        <MultiSelect
          label="Suited to the categories"
          options={JOB_SEEKER_CATEGORIES}
          values={categories.value}
          error={categories.error}
          onChange={categories.onChange}
        />
      </div>
    </>
  );
}

/** The details of an assessment (create and edit), checked with the schema the server uses; its refusals show by field. */
export function AssessmentDetailsForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: AssessmentInput;
  submitLabel: string;
  onSubmit: (input: AssessmentInput) => Promise<void>;
}) {
  const form = useSchemaForm<AssessmentInput>({ schema: loadSchema, defaultValues: initial, messages: MESSAGES });
  const submit = async (values: AssessmentInput) => {
    try {
      await onSubmit(values);
    } catch (e) {
      if (e instanceof ValidationError)
        for (const issue of e.issues)
          form.setError(issue.field.split('.')[0] as keyof AssessmentInput, {
            type: SERVER_ERROR,
            message: issue.message,
          });
      form.setError(FORM_ERROR, { message: (e as Error).message });
    }
  };
  return (
    <SchemaForm form={form} onSubmit={submit} className={styles.form} aria-label="Assessment details">
      <Fields />
      <div className={styles.wide}>
        <FormError />
      </div>
      <div className={styles.wide}>
        <FormSubmit busyLabel="Saving…">{submitLabel}</FormSubmit>
      </div>
    </SchemaForm>
  );
}
