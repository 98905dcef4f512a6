import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useAuthSubmit } from './use-auth-submit';
import { firstError } from './validation';

type Errors<F extends string> = Partial<Record<F, string | null>>;

/**
 * State of an auth form: values kept as typed, client validation before submit (focus moves to the first invalid
 * field), and provider errors shown on the field they concern (`email`, `password`) or above the button.
 */
export function useAuthForm<F extends string>(options: {
  initial: Record<F, string>;
  order: readonly F[];
  validate: (values: Record<F, string>) => Errors<F>;
}) {
  const { initial, order, validate } = options;
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Errors<F>>({});
  const { pending, error, run, clearError } = useAuthSubmit();

  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setFieldErrors((current) => ({ ...current, [name]: null }));
      if (error?.field === name) clearError();
    },
    error: fieldErrors[name] || (error && (error.field as string) === name ? error.message : null),
  });

  const handleSubmit = (action: (values: Record<F, string>) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const errors = validate(values);
    setFieldErrors(errors);
    const invalid = firstError(order, errors);
    if (invalid) {
      const element = formElement.elements.namedItem(invalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    await run(() => action(values));
  };

  const fill = (next: Record<F, string>) => {
    setValues(next);
    setFieldErrors({});
    clearError();
  };

  return { field, handleSubmit, fill, pending, formError: error?.field === 'form' ? error.message : null };
}
