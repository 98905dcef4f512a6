import { useId } from 'react';
import styles from '@/components/ui/sections.module.css';

interface PreferenceSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  saving: boolean;
  /** The last change was stored: said until the next one, so a person (and a test) knows it is safe to leave. */
  saved: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}

/** A checkbox that saves as soon as it is toggled, saying so while it saves, once it saved and when it fails. */
export function PreferenceSwitch({
  label,
  description,
  checked,
  saving,
  saved,
  error,
  onChange,
}: PreferenceSwitchProps) {
  const id = useId();
  return (
    <div className={styles.preference}>
      <label className={styles.switch} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={saving}
          aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
        {saving ? (
          <span className={styles.muted} role="status">
            Saving…
          </span>
        ) : saved ? (
          <span className={styles.muted} role="status">
            Saved.
          </span>
        ) : null}
      </label>
      <p id={`${id}-description`} className={styles.muted}>
        {description}
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
