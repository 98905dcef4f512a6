import { forwardRef, useState } from 'react';
import { TextField, fieldStyles, type TextFieldProps } from '@/components/ui/text-field';
import { PASSWORD_MIN_LENGTH } from '@/services/schemas/limits';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'action' | 'label'> & { label?: string };

/** The "Password" field with a show/hide toggle, so a phone user can check what they typed. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label = 'Password', ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      label={label}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      action={
        <button
          type="button"
          className={fieldStyles.action}
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
      {...props}
    />
  );
});

/** A password being chosen: the rule said up front, and the browser's password manager offered to suggest one. */
export const NewPasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function NewPasswordField(props, ref) {
  return (
    <PasswordField
      ref={ref}
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      autoComplete="new-password"
      {...props}
    />
  );
});
