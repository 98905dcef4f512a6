import { forwardRef, useId } from 'react';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { emailSuggestions } from './email-suggestions';

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'label' | 'list' | 'value'> & { value: string; label?: string };

/** The "Email" field, suggesting the common domains (a native datalist: keyboard and screen-reader friendly). */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { value, label = 'Email', ...props },
  ref,
) {
  const listId = useId();
  const suggestions = emailSuggestions(value);
  return (
    <>
      <TextField
        ref={ref}
        label={label}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        list={listId}
        value={value}
        {...props}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
});
