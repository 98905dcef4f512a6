/**
 * Google's job search requirements for `JobPosting` structured data, as a check: the problems with one JSON-LD
 * object (an empty list when it meets them). Required: title, description, datePosted, hiringOrganization and a
 * place: jobLocation with an address, or jobLocationType TELECOMMUTE with applicantLocationRequirements naming at least
 * one country (Google takes no "anywhere"). Recommended
 * (checked too, as the public job page promises them): validThrough, employmentType, baseSalary, identifier,
 * directApply.
 */
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
const isIsoDate = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(v) && !Number.isNaN(Date.parse(v));

const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
const UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

export function jobPostingProblems(
  data: unknown,
  options: { recommended?: boolean; expectValidThrough?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => void (ok || problems.push(what));
  if (!isObject(data)) return ['not an object'];
  need(
    data['@context'] === 'https://schema.org/' || data['@context'] === 'https://schema.org',
    '@context is schema.org',
  );
  need(data['@type'] === 'JobPosting', '@type is JobPosting');
  need(isText(data.title), 'title');
  need(isText(data.description), 'description');
  need(isIsoDate(data.datePosted), 'datePosted (ISO 8601)');
  const org = data.hiringOrganization;
  need(
    isObject(org) && org['@type'] === 'Organization' && isText(org.name),
    'hiringOrganization (Organization with a name)',
  );
  const location = data.jobLocation;
  const onsite =
    isObject(location) &&
    location['@type'] === 'Place' &&
    isObject(location.address) &&
    location.address['@type'] === 'PostalAddress';
  const requirement = data.applicantLocationRequirements;
  // One area, or several (Google takes a list of the countries a remote job is open to).
  const requirements: unknown[] = Array.isArray(requirement) ? requirement : [requirement];
  // Google takes no "anywhere": without a jobLocation, a remote job names at least one country.
  const remote =
    data.jobLocationType === 'TELECOMMUTE' &&
    requirements.every((r) => isObject(r) && isText(r['@type']) && isText(r.name)) &&
    requirements.some((r) => isObject(r) && r['@type'] === 'Country');
  need(
    onsite || remote,
    'jobLocation, or jobLocationType TELECOMMUTE with applicantLocationRequirements naming a country',
  );
  if (requirement !== undefined)
    need(data.jobLocationType === 'TELECOMMUTE', 'applicantLocationRequirements only on a TELECOMMUTE job');
  if (options.recommended === false) return problems;

  if (options.expectValidThrough !== false) need(isIsoDate(data.validThrough), 'validThrough (ISO 8601)');
  need(
    typeof data.employmentType === 'string' && EMPLOYMENT_TYPES.includes(data.employmentType),
    "employmentType (one of Google's values)",
  );
  const salary = data.baseSalary;
  const value = isObject(salary) ? salary.value : undefined;
  need(
    isObject(salary) &&
      salary['@type'] === 'MonetaryAmount' &&
      /^[A-Z]{3}$/.test(String(salary.currency)) &&
      isObject(value) &&
      value['@type'] === 'QuantitativeValue' &&
      typeof value.minValue === 'number' &&
      typeof value.maxValue === 'number' &&
      UNITS.includes(String(value.unitText)),
    'baseSalary (MonetaryAmount with currency and a QuantitativeValue)',
  );
  const id = data.identifier;
  need(
    isObject(id) && id['@type'] === 'PropertyValue' && isText(id.name) && isText(id.value),
    'identifier (PropertyValue)',
  );
  need(typeof data.directApply === 'boolean', 'directApply (boolean)');
  return problems;
}
