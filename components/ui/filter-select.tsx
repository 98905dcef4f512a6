import { useId } from 'react';
import styles from './field.module.css';

interface FilterSelectProps {
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** How an option reads; the option itself by default. */
  optionLabel?: (option: string) => string;
}

/** A search filter's choice: "Any" (empty) or one option, applied as soon as it is picked. */
export function FilterSelect({ label, options, value, onChange, optionLabel }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.input} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </select>
    </div>
  );
}
