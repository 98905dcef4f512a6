import { forwardRef, useId, useState } from 'react';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { emailSuggestions } from './email-suggestions';

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'label' | 'list' | 'value'> & { label?: string };

/**
 * The "Email" field, suggesting the common domains (a native datalist: keyboard and screen-reader friendly). The
 * input is the form's (uncontrolled); the suggestions follow what the person types.
 */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { label = 'Email', onChange, ...props },
  ref,
) {
  const listId = useId();
  const [typed, setTyped] = useState('');
  const suggestions = emailSuggestions(typed);
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
        onChange={(event) => {
          setTyped(event.target.value);
          onChange?.(event);
        }}
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
