import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import styles from './field.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly string[];
  /** How an option reads (values are stored as given, e.g. `shortlisted` shown as "Shortlisted"). */
  optionLabel?: (option: string) => string;
  /**
   * Shown while nothing is chosen. For a required choice it cannot be chosen again once a value was picked; for an
   * `optional` field it stays a real choice ("No degree required", "Not stated") meaning "none".
   */
  placeholder: string;
  optional?: boolean;
  error?: string | null;
  /** Advice under the field; an error replaces it. */
  hint?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, optionLabel, placeholder, optional = false, error, hint, className, ...select },
  ref,
) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint && !error ? `${id}-hint` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId ?? hintId}
        {...select}
      >
        <option value="" disabled={!optional}>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </select>
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
