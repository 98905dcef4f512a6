import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FORM_ERROR, SERVER_ERROR } from '@/components/ui/form/schema-form';
import { toast } from '@/hooks/toast';
import { ValidationError } from '@/services/errors';

const saveErrorMessage = (error: unknown) =>
  error instanceof Error && error.message
    ? `Your changes were not saved: ${error.message}`
    : 'Your changes were not saved. Try again.';

/**
 * A refused save: the fields the write names (its paths mapped onto the form's by `fieldOf`, or left out when the
 * form has no such field) and one message for the whole form. What was typed stays.
 */
function showSaveError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fieldOf: (path: string) => FieldPath<T> | null,
): void {
  if (error instanceof ValidationError) {
    const seen = new Set<string>();
    for (const issue of error.issues) {
      const field = fieldOf(issue.field);
      if (!field || seen.has(field)) continue;
      seen.add(field);
      form.setError(field, { type: SERVER_ERROR, message: issue.message });
    }
  }
  form.setError(FORM_ERROR as FieldPath<T>, { type: SERVER_ERROR, message: saveErrorMessage(error) });
}

/**
 * The submit of a profile form (talent or company): saves the patch the values make, says so in a toast, and on a
 * refusal shows it on the fields it names and on the form, with what was typed left in place.
 */
export function profileSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  {
    save,
    fieldOf,
    saved,
    notSaved,
  }: {
    save: (values: T) => Promise<unknown>;
    fieldOf: (path: string) => FieldPath<T> | null;
    saved: string;
    notSaved: string;
  },
) {
  return async (values: T) => {
    try {
      await save(values);
    } catch (error) {
      showSaveError(form, error, fieldOf);
      toast.error(notSaved);
      return;
    }
    toast.success(saved);
  };
}
