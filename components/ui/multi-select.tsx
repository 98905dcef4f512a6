import { useId } from 'react';
import styles from './chips.module.css';

export interface MultiSelectProps {
  label: string;
  options: readonly string[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  error?: string | null;
}

/** A group of toggle checkboxes styled as tags: each option is a real labelled checkbox, so keyboard and screen readers work. */
export function MultiSelect({ label, options, values, onChange, error }: MultiSelectProps) {
  const id = useId();
  const toggle = (option: string, on: boolean) =>
    onChange(on ? options.filter((o) => o === option || values.includes(o)) : values.filter((v) => v !== option));
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.options}>
        {options.map((option) => {
          const checked = values.includes(option);
          return (
            <label key={option} className={styles.option} data-checked={checked ? 'true' : undefined}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={checked}
                onChange={(e) => toggle(option, e.target.checked)}
              />
              {option}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      <p className={styles.hint}>{values.length} selected.</p>
    </fieldset>
  );
}
