import { useId, useMemo } from 'react';
import styles from '@/components/ui/field.module.css';
import { timeZones } from './event-time';

/** `America/Argentina/Buenos_Aires` -> its region (`America`) and how it reads (`Argentina / Buenos Aires`). */
const regionOf = (zone: string) => (zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : 'Other');
const placeOf = (zone: string) =>
  (zone.includes('/') ? zone.slice(zone.indexOf('/') + 1) : zone).replace(/_/g, ' ').replace(/\//g, ' / ');

/**
 * The event's time zone: a choice among real IANA zones (the list the server accepts), grouped by region so the
 * long list is scanned by continent; typing a letter in an open select jumps to it.
 */
export function TimeZoneSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (zone: string) => void;
  error?: string | null;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const groups = useMemo(() => {
    const byRegion = new Map<string, string[]>();
    for (const zone of timeZones()) byRegion.set(regionOf(zone), [...(byRegion.get(regionOf(zone)) ?? []), zone]);
    return [...byRegion.entries()];
  }, []);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        Time zone
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        <option value="" disabled>
          Choose a time zone
        </option>
        {groups.map(([region, zones]) => (
          <optgroup key={region} label={region}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {placeOf(zone)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
