import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { humanErrorMap } from '@/services/schemas/human-errors';

/** Per-field wording that replaces the schema's message for this one form (keys are field paths, `a.b`). */
export type FieldMessages = Readonly<Record<string, string>>;

function withFieldMessages<T extends FieldValues>(resolver: Resolver<T>, messages: FieldMessages | undefined): Resolver<T> {
  if (!messages) return resolver;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const [path, message] of Object.entries(messages)) {
      const error = path.split('.').reduce<Record<string, unknown> | undefined>(
        (node, key) => node?.[key] as Record<string, unknown> | undefined,
        result.errors as Record<string, unknown>,
      );
      if (error && typeof error === 'object' && 'message' in error) error.message = message;
    }
    return result;
  };
}

/**
 * A form whose rules are the schema the service validates with, so the browser and the server never disagree on a
 * rule. Validates on submit, then again as the person corrects a field. Focus on the first error is the form's job
 * (`SchemaForm`), in the order fields appear on screen rather than the order they were registered.
 */
export function useSchemaForm<T extends FieldValues>(options: {
  schema: $ZodType<unknown, T>;
  defaultValues: DefaultValues<T>;
  messages?: FieldMessages;
}): UseFormReturn<T> {
  const resolver = zodResolver(options.schema as never, { error: humanErrorMap } as never, { raw: true }) as unknown as Resolver<T>;
  return useForm<T>({
    defaultValues: options.defaultValues,
    resolver: withFieldMessages(resolver, options.messages),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
}
