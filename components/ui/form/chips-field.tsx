import type { FieldPath, FieldValues } from 'react-hook-form';
import { ChipsInput, type ChipsInputProps } from '../chips-input';
import { useFormControl } from './schema-form';

/** A list of tags (skills) that is one field of a schema form. */
export function ChipsField<T extends FieldValues>({
  name,
  ...props
}: { name: FieldPath<T> } & Omit<ChipsInputProps, 'values' | 'onChange' | 'error'>) {
  const control = useFormControl<T>(name);
  return (
    <ChipsInput
      {...props}
      values={control.value as readonly string[]}
      onChange={control.onChange}
      error={control.error}
    />
  );
}
