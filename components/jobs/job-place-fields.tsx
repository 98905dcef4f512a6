import { useFormContext, useWatch } from 'react-hook-form';
import { CountriesField } from '@/components/jobs/countries-field';
import { countryCodesByName } from '@/services/format/country-options';
import { countryName } from '@/services/format/place-label';
import { useFormField } from '@/components/ui/form/schema-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { citiesOf, regionsOf } from '@/services/format/places';
import { JOB_LIMITS } from '@/services/schemas/job-constants';
import { PLACE_LIMITS } from '@/services/schemas/place-constants';
import type { JobFormValues } from './job-form-values';
import styles from './job-form.module.css';

/**
 * Where the job is: a country from the shipped list, then a region and a city where the list has them for that
 * country; free text for what the list does not name (required only when there is neither a place nor remote work);
 * and, for a job that can be done remotely, the countries it is open to.
 */
export function JobPlaceFields() {
  const field = useFormField<JobFormValues>();
  const { control, setValue } = useFormContext<JobFormValues>();
  const [workMode, country, region] = useWatch({ control, name: ['workMode', 'country', 'region'] });
  const regions = country ? regionsOf(country) : [];
  const cities = country && region ? citiesOf(country, region) : [];
  const canBeRemote = workMode === 'remote' || workMode === 'Onsite or remote';

  // A region belongs to its country and a city to its region: changing one clears what hangs below it.
  const countryField = field('country');
  const regionField = field('region');
  const clear = (names: ('region' | 'city')[]) => names.forEach((name) => setValue(name, ''));

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Place</legend>
      <div className={styles.grid}>
        <SelectField
          label={workMode === 'remote' ? 'Country (optional)' : 'Country'}
          options={countryCodesByName()}
          optionLabel={countryName}
          placeholder="No country chosen"
          optional
          {...countryField}
          onChange={(event) => {
            clear(['region', 'city']);
            return countryField.onChange(event);
          }}
        />
        {regions.length > 0 ? (
          <SelectField
            label="Region (optional)"
            options={regions}
            placeholder="Anywhere in the country"
            optional
            {...regionField}
            onChange={(event) => {
              clear(['city']);
              return regionField.onChange(event);
            }}
          />
        ) : null}
        {cities.length > 0 ? (
          <SelectField
            label="City (optional)"
            options={cities}
            placeholder="Anywhere in the region"
            optional
            {...field('city')}
          />
        ) : null}
        <TextField
          label={workMode === 'remote' || country ? 'Location (optional)' : 'Location'}
          hint="An area or address the list does not name."
          maxLength={JOB_LIMITS.locationMax}
          {...field('location')}
        />
      </div>
      {canBeRemote ? (
        <CountriesField<JobFormValues>
          name="remoteCountries"
          label="Remote talents from (optional)"
          hint="None chosen means anywhere. Google's job search lists a remote job only in a country: the ones chosen here, or else the country above."
          max={PLACE_LIMITS.remoteCountriesMax}
        />
      ) : null}
    </fieldset>
  );
}
