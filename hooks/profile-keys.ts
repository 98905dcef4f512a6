/** Query-key factories for the profile domains: a detail key sits under its domain's `all` prefix. */
export const talentProfileKeys = {
  all: ['students'] as const,
  detail: (id: string) => [...talentProfileKeys.all, 'detail', id] as const,
};

export const companyKeys = {
  all: ['companies'] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
};
