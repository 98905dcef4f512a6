import { useId, useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useFormControl } from '@/components/ui/form/schema-form';
import styles from '@/components/ui/chips.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { countryCodesByName } from '@/services/format/country-options';
import { countryName } from '@/services/format/place-label';

interface CountriesFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  hint: string;
  max: number;
}

/**
 * A list of countries that is one field of a schema form: a select adds a country (the keyboard picks one as in any
 * select), each chosen country is a chip with its own remove button. The select carries the field's error, so a
 * failed submit focuses it.
 */
export function CountriesField<T extends FieldValues>({ name, label, hint, max }: CountriesFieldProps<T>) {
  const id = useId();
  const control = useFormControl<T>(name);
  const values = (control.value ?? []) as readonly string[];
  const [announce, setAnnounce] = useState('');
  const full = values.length >= max;
  const describedBy = [control.error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');

  const add = (code: string) => {
    if (!code || values.includes(code) || full) return;
    control.onChange([...values, code]);
    setAnnounce(`${countryName(code)} added`);
  };
  const remove = (code: string) => {
    control.onChange(values.filter((v) => v !== code));
    setAnnounce(`${countryName(code)} removed`);
  };

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {values.length > 0 ? (
        <ul className={styles.options} aria-label={`${label}: chosen`}>
          {values.map((code) => (
            <li key={code} className={styles.chip}>
              <span>{countryName(code)}</span>
              <button type="button" className={styles.remove} onClick={() => remove(code)}>
                <span aria-hidden="true">×</span>
                <span className={styles.visuallyHidden}>Remove {countryName(code)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <select
        id={id}
        className={fieldStyles.input}
        value=""
        disabled={full}
        aria-invalid={control.error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => add(event.target.value)}
        onBlur={control.onBlur}
      >
        <option value="">{full ? `At most ${max}` : 'Add a country'}</option>
        {countryCodesByName()
          .filter((code) => !values.includes(code))
          .map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
      </select>
      {control.error ? (
        <p id={`${id}-error`} className={styles.error}>
          {control.error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className={styles.hint}>
        {hint} {values.length} of {max}.
      </p>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announce}
      </p>
    </div>
  );
}
