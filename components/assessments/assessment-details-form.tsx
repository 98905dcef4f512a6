import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { MultiSelect } from '@/components/ui/multi-select';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { ValidationError } from '@/services/errors';
import { DEFAULT_COOLDOWN_DAYS, type AssessmentInput } from '@/services/schemas/assessment';
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

/** The details of an assessment (create and edit); errors from the server show by field. */
export function AssessmentDetailsForm({ initial, submitLabel, onSubmit }: { initial: AssessmentInput; submitLabel: string; onSubmit: (input: AssessmentInput) => Promise<void> }) {
  const [values, setValues] = useState<AssessmentInput>(initial);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof AssessmentInput>(key: K, value: AssessmentInput[K]) => setValues((v) => ({ ...v, [key]: value }));
  const int = (key: 'durationMinutes' | 'passMark' | 'questionsPerAttempt' | 'cooldownDays', label: string, hint?: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      value={String(values[key])}
      onChange={(e) => set(key, Number(e.target.value))}
      error={issues[key]}
      hint={hint}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setIssues({});
    try {
      await onSubmit(values);
    } catch (e) {
      if (e instanceof ValidationError) setIssues(Object.fromEntries(e.issues.map((i) => [i.field.split('.')[0], i.message])));
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <TextField label="Title" value={values.title} onChange={(e) => set('title', e.target.value)} error={issues.title} required />
      <TextField label="Skill" value={values.skill} onChange={(e) => set('skill', e.target.value)} error={issues.skill} hint="As talents write it, e.g. React" required />
      {int('durationMinutes', 'Duration (minutes)')}
      {int('passMark', 'Pass mark (%)')}
      {int('questionsPerAttempt', 'Questions per attempt')}
      {int('cooldownDays', 'Retake after (days)')}
      <TextArea className={styles.wide} label="Description" value={values.description} onChange={(e) => set('description', e.target.value)} error={issues.description} rows={3} />
      <div className={styles.wide}>
        <MultiSelect label="Suited to the categories" options={JOB_SEEKER_CATEGORIES} values={values.categories} onChange={(c) => set('categories', c as AssessmentInput['categories'])} />
      </div>
      {error ? (
        <div className={styles.wide}>
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      <div className={styles.wide}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
