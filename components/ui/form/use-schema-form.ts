import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { humanErrorMap } from '@/services/schemas/human-errors';

/** Per-field wording that replaces the schema's message for this one form (keys are field paths, `a.b`). */
export type FieldMessages = Readonly<Record<string, string>>;

function withFieldMessages<T extends FieldValues>(
  resolver: Resolver<T>,
  messages: FieldMessages | undefined,
): Resolver<T> {
  if (!messages) return resolver;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const [path, message] of Object.entries(messages)) {
      const error = path
        .split('.')
        .reduce<Record<string, unknown> | undefined>(
          (node, key) => node?.[key] as Record<string, unknown> | undefined,
          result.errors as Record<string, unknown>,
        );
      if (error && typeof error === 'object' && 'message' in error) error.message = message;
    }
    return result;
  };
}

type Schema<T> = $ZodType<unknown, T>;
/** A schema given as a loader keeps zod off a page's first load (the public pages' budget has no room for it). */
export type SchemaSource<T> = Schema<T> | (() => Promise<Schema<T>>);

const loaded = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/** Starts loading a lazy schema (on the form's first focus), so it is there by the time the person submits. */
export function preloadSchema<T>(source: SchemaSource<T>): Promise<Schema<T>> {
  if (typeof source !== 'function') return Promise.resolve(source);
  let pending = loaded.get(source);
  if (!pending) {
    pending = source();
    loaded.set(source, pending);
  }
  return pending as Promise<Schema<T>>;
}

const resolverFor = <T extends FieldValues>(schema: Schema<T>) =>
  zodResolver(schema as never, { error: humanErrorMap } as never, { raw: true }) as unknown as Resolver<T>;

function schemaResolver<T extends FieldValues>(source: SchemaSource<T>): Resolver<T> {
  if (typeof source !== 'function') return resolverFor(source);
  return async (values, context, options) => resolverFor(await preloadSchema(source))(values, context, options);
}

const schemaSources = new WeakMap<object, SchemaSource<FieldValues>>();

/**
 * A form whose rules are the schema the service validates with, so the browser and the server never disagree on a
 * rule. Validates on submit, then again as the person corrects a field. Focus on the first error is the form's job
 * (`SchemaForm`), in the order fields appear on screen rather than the order they were registered.
 */
export function useSchemaForm<T extends FieldValues>(options: {
  schema: SchemaSource<T>;
  defaultValues: DefaultValues<T>;
  messages?: FieldMessages;
}): UseFormReturn<T> {
  const form = useForm<T>({
    defaultValues: options.defaultValues,
    resolver: withFieldMessages(schemaResolver(options.schema), options.messages),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  schemaSources.set(form.control, options.schema as SchemaSource<FieldValues>);
  return form;
}

/** The form's schema source, for `SchemaForm` to preload a lazy one when the person starts filling it in. */
export const schemaSourceOf = (form: { control: object }) => schemaSources.get(form.control);
