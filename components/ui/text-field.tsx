import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Rendered at the right of the label row (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  /** A button inside the input on the right (e.g. show/hide password). */
  action?: ReactNode;
}

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, labelAside, action, className, ...input },
  ref,
) {
  const id = useId();
  // An error replaces the hint: both at once repeat the same advice.
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {labelAside}
      </div>
      <div className={styles.control}>
        <input
          ref={ref}
          id={id}
          className={[styles.input, action ? styles.withAction : ''].join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {action}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hintId ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
});

export const fieldStyles = styles;
