import { useId, useState, type KeyboardEvent } from 'react';
import styles from './chips.module.css';

export interface ChipsInputProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  max: number;
  maxLength?: number;
  error?: string | null;
  hint?: string;
  placeholder?: string;
  /** Values shown with a check mark and this word for screen readers (e.g. skills verified by assessment). */
  marked?: { values: readonly string[]; label: string };
}

/** Type a tag, Enter or comma adds it, Backspace on an empty input removes the last; each chip has a remove button. */
export function ChipsInput({
  label,
  values,
  onChange,
  max,
  maxLength = 60,
  error,
  hint,
  placeholder,
  marked,
}: ChipsInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = values.length >= max;

  const add = () => {
    const value = draft.trim().replace(/,+$/, '').trim();
    if (!value) return;
    if (values.some((v) => v.toLowerCase() === value.toLowerCase())) {
      setProblem(`${value} is already in the list`);
      return;
    }
    if (full) {
      setProblem(`At most ${max}`);
      return;
    }
    onChange([...values, value]);
    setDraft('');
    setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  const shown = problem ?? error;
  const describedBy = [shown ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.box} data-invalid={shown ? 'true' : undefined}>
        <ul className={styles.list} aria-label={`${label} added`}>
          {values.map((value) => (
            <li key={value} className={styles.chip}>
              <span>{value}</span>
              {marked?.values.includes(value) ? (
                <span className={styles.mark} title={marked.label}>
                  <span aria-hidden="true">✓</span>
                  <span className={styles.visuallyHidden}>({marked.label})</span>
                </span>
              ) : null}
              <button
                type="button"
                className={styles.remove}
                onClick={() => onChange(values.filter((v) => v !== value))}
              >
                <span aria-hidden="true">×</span>
                <span className={styles.visuallyHidden}>Remove {value}</span>
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          className={styles.input}
          value={draft}
          maxLength={maxLength}
          placeholder={full ? undefined : placeholder}
          disabled={full}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={add}
        />
      </div>
      {shown ? (
        <p id={`${id}-error`} className={styles.error}>
          {shown}
        </p>
      ) : null}
      <p id={`${id}-hint`} className={styles.hint}>
        {hint ?? 'Press Enter or comma to add.'} {values.length} of {max}.
      </p>
    </div>
  );
}
