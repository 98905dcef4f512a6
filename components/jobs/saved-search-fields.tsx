import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FORM_ERROR, SERVER_ERROR, useFormControl, useFormField } from '@/components/ui/form/schema-form';
import { TextField } from '@/components/ui/text-field';
import fieldStyles from '@/components/ui/field.module.css';
import { ValidationError } from '@/services/errors';
import type { SavedSearchForm } from '@/services/schemas/saved-search';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_LIMITS } from '@/services/schemas/saved-search-constants';
import { frequencyLabel } from './saved-search-format';

const HINT: Record<SavedSearchForm['frequency'], string> = {
  daily: 'once a day, when new jobs match',
  weekly: 'once a week, when new jobs match',
};

/** The name and how often: the fields of "Save this search" and of editing a saved search. */
export function SavedSearchFields() {
  const field = useFormField<SavedSearchForm>();
  const frequency = useFormControl<SavedSearchForm, 'frequency'>('frequency');
  const legendId = useId();
  return (
    <>
      <TextField label="Name" maxLength={SAVED_SEARCH_LIMITS.nameMax} autoComplete="off" {...field('name')} />
      <fieldset
        className={fieldStyles.field}
        aria-describedby={frequency.error ? `${legendId}-error` : undefined}
        style={{ border: 0, padding: 0, margin: 0 }}
      >
        <legend className={fieldStyles.label} id={legendId}>
          New matching jobs, in your notifications and by email
        </legend>
        {SAVED_SEARCH_FREQUENCIES.map((value) => (
          <label key={value} style={{ display: 'flex', gap: 'var(--space-2)', alignItems: 'center' }}>
            <input
              type="radio"
              name="frequency"
              value={value}
              checked={frequency.value === value}
              onChange={() => frequency.onChange(value)}
              onBlur={frequency.onBlur}
            />
            {frequencyLabel(value)} <span className={fieldStyles.hint}>({HINT[value]})</span>
          </label>
        ))}
        {frequency.error ? (
          <p id={`${legendId}-error`} className={fieldStyles.error}>
            {frequency.error}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}

/** The refusal to show on the form: a field's own message (the limit names the name field) or the whole form's. */
export function showSaveError(form: UseFormReturn<SavedSearchForm>, error: unknown, fallback: string) {
  if (error instanceof ValidationError && (error.field === 'name' || error.field === 'frequency')) {
    form.setError(error.field, { type: SERVER_ERROR, message: error.issues[0]?.message ?? fallback });
  } else {
    form.setError(FORM_ERROR, { type: SERVER_ERROR, message: error instanceof Error ? error.message : fallback });
  }
}
