import Link from 'next/link';
import { FilterSelect as Select } from '@/components/ui/filter-select';
import fieldStyles from '@/components/ui/field.module.css';
import { citiesOf, regionsOf } from '@/services/format/places';
import { countryCodesByName } from '@/services/format/country-options';
import { countryName } from '@/services/format/place-label';
import styles from './place-filter.module.css';

interface PlaceFilterProps {
  /** The place searched for, as a place key: `NG`, `NG/Lagos` or `NG/Lagos/Ikeja`; undefined for anywhere. */
  value: string | undefined;
  onChange: (place: string | undefined) => void;
  /** The signed-in person's own country, for "Near me"; null when their profile names none. */
  ownCountry?: string | null;
  /** Where the person sets their country, offered when it is not set. */
  profileHref?: string;
}

/**
 * A location filter: a country, then a region and a city where the shipped list has them; each choice applies at
 * once. "Near me" searches the person's own country (their profile's).
 */
export function PlaceFilter({ value, onChange, ownCountry, profileHref }: PlaceFilterProps) {
  const [country = '', region = '', city = ''] = value ? value.split('/') : [];
  const regions = country ? regionsOf(country) : [];
  const cities = country && region ? citiesOf(country, region) : [];
  const keyOf = (...parts: string[]) => parts.filter(Boolean).join('/') || undefined;
  const nearMe = ownCountry ? value === ownCountry : false;

  return (
    <fieldset className={styles.place}>
      <legend className={fieldStyles.label}>Location</legend>
      <Select
        label="Country"
        value={country}
        options={countryCodesByName()}
        optionLabel={countryName}
        onChange={(c) => onChange(keyOf(c))}
      />
      {regions.length > 0 ? (
        <Select label="Region" value={region} options={regions} onChange={(r) => onChange(keyOf(country, r))} />
      ) : null}
      {cities.length > 0 ? (
        <Select label="City" value={city} options={cities} onChange={(c) => onChange(keyOf(country, region, c))} />
      ) : null}
      {ownCountry ? (
        <button
          type="button"
          className={styles.nearMe}
          aria-pressed={nearMe}
          onClick={() => onChange(nearMe ? undefined : ownCountry)}
        >
          Near me ({countryName(ownCountry)})
        </button>
      ) : ownCountry === null && profileHref ? (
        <p className={fieldStyles.hint}>
          <Link href={profileHref}>Add your country to your profile</Link> to search near you.
        </p>
      ) : null}
    </fieldset>
  );
}
