import { useLayoutEffect, useRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  get,
  useController,
  useFormContext,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { Alert } from '../alert';
import { Button } from '../button';
import { preloadSchema, schemaSourceOf } from './use-schema-form';

const errorMessage = (errors: object, name: string) => (get(errors, name) as { message?: string } | undefined)?.message;

/** The name of the form-wide error (a refusal from the server that names no field). */
export const FORM_ERROR = 'root.server' as const;

/** The error type to give `form.setError` for a server's refusal of one field, so editing the field clears it. */
export const SERVER_ERROR = 'server' as const;

/** Moves focus to the first invalid control on screen and brings it into view (on a phone it may be far below). */
function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]');
  if (!target) return false;
  target.focus({ preventScroll: true });
  const reduceMotion =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  return true;
}

type SchemaFormProps<T extends FieldValues> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> & {
  form: UseFormReturn<T>;
  onSubmit: (values: T) => Promise<void> | void;
  children: ReactNode;
};

/**
 * Binds a `useSchemaForm` form to a `<form>`: validates with the schema, submits once at a time, and after a failed
 * submit (the schema's or the server's) puts focus on the first error shown.
 */
export function SchemaForm<T extends FieldValues>({ form, onSubmit, children, ...rest }: SchemaFormProps<T>) {
  const element = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);
  const { errors, submitCount, isSubmitting } = form.formState;

  // Runs once the submit has ended and its errors are on screen, so aria-invalid is there to be found; a layout effect,
  // so no frame (and no test) sees the errors before the focus has moved to the first of them. (The errors
  // a handler sets with `setError` are not visible on `form.formState` inside the handler: it is a render's snapshot.)
  useLayoutEffect(() => {
    if (!focusPending.current || isSubmitting) return;
    focusPending.current = false;
    focusFirstInvalid(element.current);
  }, [errors, submitCount, isSubmitting]);

  const running = useRef(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // A double click's second submit can come before React shows the button disabled: it is dropped here.
    if (running.current) {
      event.preventDefault();
      return;
    }
    running.current = true;
    try {
      await form.handleSubmit(
        async (values) => {
          form.clearErrors(FORM_ERROR);
          focusPending.current = true;
          await onSubmit(values);
        },
        () => {
          focusPending.current = true;
        },
      )(event);
    } finally {
      running.current = false;
    }
  };

  const warmUp = () => {
    const source = schemaSourceOf(form);
    if (source) void preloadSchema(source).catch(() => undefined);
  };

  return (
    <FormProvider {...form}>
      <form ref={element} noValidate onSubmit={submit} onFocusCapture={warmUp} onPointerDownCapture={warmUp} {...rest}>
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * Spread into a field component: its name, change/blur handlers, ref (for focus) and error message.
 * `<TextField label="Email" {...field('email')} />`
 */
export function useFormField<T extends FieldValues>() {
  const { register, formState, clearErrors } = useFormContext<T>();
  return (name: FieldPath<T>, options?: Parameters<typeof register>[1]) => {
    const registered = register(name, options);
    return {
      ...registered,
      // The server's refusal of this field (`SERVER_ERROR`) is about the value sent: it goes as soon as the value changes.
      onChange: (event: Parameters<typeof registered.onChange>[0]) => {
        if ((get(formState.errors, name) as { type?: string } | undefined)?.type === SERVER_ERROR) clearErrors(name);
        return registered.onChange(event);
      },
      error: errorMessage(formState.errors, name) ?? null,
    };
  };
}

/**
 * A controlled widget (chips, a custom picker) bound to one field through react-hook-form's controller: its value,
 * its change handler and its error. An error on one item of a list (`skills.3`) is shown on the widget.
 */
export function useFormControl<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>>(name: N) {
  const { field, fieldState } = useController<T, N>({ name });
  const error = fieldState.error;
  const itemError = Array.isArray(error)
    ? (error as ({ message?: string } | undefined)[]).find((item) => item?.message)?.message
    : undefined;
  return {
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: error?.message ?? itemError ?? null,
  };
}

/** The server's refusal that names no field, announced and focusable so a failed submit lands on it. */
export function FormError() {
  const { formState } = useFormContext();
  const message = errorMessage(formState.errors, FORM_ERROR);
  if (!message) return null;
  return (
    <div tabIndex={-1} data-form-error>
      <Alert tone="error">{message}</Alert>
    </div>
  );
}

/** Disabled, and busy for assistive tech, while the submit runs: one click, one submit. */
export function FormSubmit({
  children,
  busyLabel,
  ...rest
}: { children: ReactNode; busyLabel?: ReactNode } & Omit<Parameters<typeof Button>[0], 'type' | 'busy'>) {
  const { formState } = useFormContext();
  return (
    <Button type="submit" busy={formState.isSubmitting} {...rest}>
      {formState.isSubmitting && busyLabel ? busyLabel : children}
    </Button>
  );
}
