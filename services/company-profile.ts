/** Between a stored company and its profile form, and when the profile counts as complete. Pure functions. */
import type { Company, UpdateCompanyInput } from './companies';
import { SOCIAL_NETWORKS } from './schemas/company';
import type { CompanyProfileForm } from './schemas/company-profile';

export function companyToForm(company: Company): CompanyProfileForm {
  return {
    name: company.name,
    website: company.website ?? '',
    about: company.about ?? '',
    size: company.size ?? '',
    type: company.type ?? '',
    industries: company.industries ?? [],
    location: company.location ?? '',
    socials: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, company.socials?.[n] ?? ''])) as CompanyProfileForm['socials'],
  };
}

/**
 * Fields a company can change but not empty once set: updateCompany merges, and a merge cannot remove a field.
 * The form says so instead of silently keeping the old value.
 */
export const KEEP_ONCE_SET = ['website', 'size', 'type', 'location'] as const;

export function companyCompleteness(company: Pick<Company, 'name' | 'logo' | 'about' | 'size' | 'type' | 'industries' | 'location'>) {
  const items = [
    { key: 'name', label: 'Company name', done: company.name.trim() !== '' },
    { key: 'logo', label: 'Logo', done: Boolean(company.logo) },
    { key: 'about', label: 'About', done: Boolean(company.about?.trim()) },
    { key: 'size', label: 'Company size', done: Boolean(company.size) },
    { key: 'type', label: 'Company type', done: Boolean(company.type) },
    { key: 'industries', label: 'At least one industry', done: (company.industries?.length ?? 0) > 0 },
    { key: 'location', label: 'Location', done: Boolean(company.location?.trim()) },
  ];
  return { complete: items.every((i) => i.done), missing: items.filter((i) => !i.done).map((i) => i.label) };
}

/** The merge to write; `new` turns false once the profile (with its logo) is complete. */
export function companyFormToPatch(form: CompanyProfileForm, company: Company): UpdateCompanyInput {
  const patch: UpdateCompanyInput = {
    name: form.name.trim(),
    about: form.about.trim(),
    industries: form.industries,
    socials: Object.fromEntries(Object.entries(form.socials).filter(([, url]) => url.trim() !== '').map(([n, url]) => [n, url.trim()])),
  };
  if (form.website.trim()) patch.website = form.website.trim();
  if (form.size) patch.size = form.size;
  if (form.type) patch.type = form.type;
  if (form.location.trim()) patch.location = form.location.trim();
  const after = { ...company, ...patch } as Company;
  if (company.new && companyCompleteness(after).complete) patch.new = false;
  return patch;
}
