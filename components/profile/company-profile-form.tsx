import { useState, type FormEvent } from 'react';
import { toast } from '@/hooks/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { MultiSelect } from '@/components/ui/multi-select';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { COMPANY_SIZES, COMPANY_TYPES, INDUSTRY_TAGS } from '@/constants/enums';
import { useUpdateCompany } from '@/hooks/use-company-profile';
import { companyFormToPatch, companyToForm } from '@/services/company-profile';
import type { Company } from '@/services/companies';
import { LIMITS } from '@/services/schemas/common';
import { SOCIAL_NETWORKS } from '@/services/schemas/company';
import { SOCIAL_LABELS, companyProfileFormSchema, type CompanyProfileForm } from '@/services/schemas/company-profile';
import { saveErrorFields, saveErrorMessage, zodFieldErrors, type FieldErrors } from './form-errors';
import styles from './profile.module.css';


/** The company's public details; what was typed stays in place when a save fails. */
export function CompanyProfileForm({ company }: { company: Company }) {
  const [form, setForm] = useState<CompanyProfileForm>(() => companyToForm(company));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useUpdateCompany(company.id);

  const set = <K extends keyof CompanyProfileForm>(key: K, value: CompanyProfileForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: 'name' | 'website' | 'about' | 'size' | 'type' | 'location') => ({
    value: form[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = companyProfileFormSchema.safeParse(form);
    const found: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) if (issue.path[0] === 'socials') found[String(issue.path[1])] ??= issue.message;
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      setFailure('Some fields need your attention.');
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(companyFormToPatch(parsed.data, company), {
      onSuccess: () => toast.success('Company profile saved.'),
      onError: (error) => {
        setErrors(saveErrorFields(error));
        setFailure(saveErrorMessage(error));
        toast.error('Your company profile was not saved.');
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Company profile">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className={styles.grid}>
        <TextField label="Company name" autoComplete="organization" {...text('name')} />
        <TextField label="Website" type="url" inputMode="url" placeholder="https://" {...text('website')} />
      </div>
      <TextArea label="About" maxLength={LIMITS.longTextMax} {...text('about')} />
      <div className={styles.grid}>
        <SelectField label="Company size" placeholder="Not stated" optional options={COMPANY_SIZES} {...text('size')} />
        <SelectField label="Company type" placeholder="Not stated" optional options={COMPANY_TYPES} {...text('type')} />
        <TextField label="Location" autoComplete="address-level2" {...text('location')} />
      </div>
      <MultiSelect label="Industries" options={INDUSTRY_TAGS} values={form.industries} onChange={(v) => set('industries', v as CompanyProfileForm['industries'])} error={errors.industries} />
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
              value={form.socials[network]}
              error={errors[network]}
              onChange={(e) => set('socials', { ...form.socials, [network]: e.target.value })}
            />
          ))}
        </div>
      </fieldset>
      <div className={styles.formActions}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save company profile'}
        </Button>
      </div>
    </form>
  );
}
