/** Between a stored company and its profile form, and when the profile counts as complete. Pure functions. */
import type { Company, UpdateCompanyInput } from '../companies/companies';
import { SOCIAL_NETWORKS } from '../schemas/company-constants';
import type { CompanyProfileForm } from '../schemas/company-profile';

export function companyToForm(company: Company): CompanyProfileForm {
  return {
    name: company.name,
    website: company.website ?? '',
    about: company.about ?? '',
    size: company.size ?? '',
    type: company.type ?? '',
    industries: company.industries ?? [],
    location: company.location ?? '',
    socials: Object.fromEntries(
      SOCIAL_NETWORKS.map((n) => [n, company.socials?.[n] ?? '']),
    ) as CompanyProfileForm['socials'],
  };
}

/** Optional fields the form may leave blank: blank means "remove it" when the company had one. */
const CLEARABLE = ['website', 'size', 'type', 'location'] as const;

export function companyCompleteness(
  company: Pick<Company, 'name' | 'logo' | 'about' | 'size' | 'type' | 'industries' | 'location'>,
) {
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

/** The merge to write (`null` removes a field emptied in the form); `new` turns false once the profile is complete. */
export function companyFormToPatch(form: CompanyProfileForm, company: Company): UpdateCompanyInput {
  const patch: UpdateCompanyInput = {
    name: form.name.trim(),
    about: form.about.trim(),
    industries: form.industries,
    socials: Object.fromEntries(
      Object.entries(form.socials)
        .filter(([, url]) => url.trim() !== '')
        .map(([n, url]) => [n, url.trim()]),
    ),
  };
  for (const key of CLEARABLE) {
    const value = form[key].trim();
    if (value) patch[key] = value as never;
    else if (company[key]) patch[key] = null;
  }
  const after = { ...company, ...patch } as Company;
  if (company.new && companyCompleteness(after).complete) patch.new = false;
  return patch;
}
