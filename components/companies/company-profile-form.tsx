import { FormSubmit, SchemaForm, useFormControl, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { MultiSelect } from '@/components/ui/multi-select';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { COMPANY_SIZES, COMPANY_TYPES, INDUSTRY_TAGS } from '@/constants/enums';
import { useUpdateCompany } from '@/components/companies/use-company-profile';
import type { Company } from '@/services/companies/companies';
import { companyFormToPatch, companyToForm } from '@/services/format/company-profile';
import { LIMITS } from '@/services/schemas/limits';
import { SOCIAL_LABELS, SOCIAL_NETWORKS } from '@/services/schemas/company-constants';
import type { CompanyProfileForm as Values } from '@/services/schemas/company-profile';
import { profileSubmit } from '@/components/ui/form/profile-save';
import { FormStatus } from '@/components/ui/form/form-status';
import styles from '@/components/ui/profile.module.css';

/** A refused write names `socials.github` or `industries.1`: the form's field for it, when it has one. */
const fieldOf = (path: string): Parameters<ReturnType<typeof useFormField<Values>>>[0] | null => {
  const [head, next] = path.split('.');
  if (head === 'socials')
    return (SOCIAL_NETWORKS as readonly string[]).includes(next)
      ? (`socials.${next}` as `socials.${(typeof SOCIAL_NETWORKS)[number]}`)
      : null;
  return Object.hasOwn(FIELDS, head) ? (head as keyof Values) : null;
};

/** The form's fields (complete: the type requires every one). */
const FIELDS: Record<keyof Values, true> = {
  name: true,
  website: true,
  about: true,
  size: true,
  type: true,
  industries: true,
  location: true,
  socials: true,
};
const loadSchema = () => import('@/services/schemas/company-profile').then((m) => m.companyProfileFormSchema);

function IndustriesField() {
  const industries = useFormControl<Values, 'industries'>('industries');
  return (
    <MultiSelect
      label="Industries"
      options={INDUSTRY_TAGS}
      values={industries.value}
      onChange={(values) => industries.onChange(values as Values['industries'])}
      error={industries.error}
    />
  );
}

function CompanyProfileFields() {
  const field = useFormField<Values>();
  return (
    <>
      <FormStatus />
      <div className={styles.grid}>
        <TextField label="Company name" autoComplete="organization" {...field('name')} />
        <TextField label="Website" type="url" inputMode="url" placeholder="https://" {...field('website')} />
      </div>
      <TextArea label="About" maxLength={LIMITS.longTextMax} {...field('about')} />
      <div className={styles.grid}>
        <SelectField
          label="Company size"
          placeholder="Not stated"
          optional
          options={COMPANY_SIZES}
          {...field('size')}
        />
        <SelectField
          label="Company type"
          placeholder="Not stated"
          optional
          options={COMPANY_TYPES}
          {...field('type')}
        />
        <TextField label="Location" autoComplete="address-level2" {...field('location')} />
      </div>
      <IndustriesField />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Social links</legend>
        <div className={styles.grid}>
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              label={SOCIAL_LABELS[network]}
              type="url"
              inputMode="url"
              placeholder="https://"
              {...field(`socials.${network}`)}
            />
          ))}
        </div>
      </fieldset>
      <div className={styles.formActions}>
        <FormSubmit busyLabel="Saving…">Save company profile</FormSubmit>
      </div>
    </>
  );
}

/** The company's public details; what was typed stays in place when a save fails. */
export function CompanyProfileForm({ company }: { company: Company }) {
  const save = useUpdateCompany(company.id);
  const form = useSchemaForm<Values>({ schema: loadSchema, defaultValues: companyToForm(company) });

  const submit = profileSubmit(form, {
    save: (values) => save.mutateAsync(companyFormToPatch(values, company)),
    fieldOf,
    saved: 'Company profile saved.',
    notSaved: 'Your company profile was not saved.',
  });

  return (
    <SchemaForm form={form} onSubmit={submit} className={styles.form} aria-label="Company profile">
      <CompanyProfileFields />
    </SchemaForm>
  );
}
