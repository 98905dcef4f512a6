/**
 * The schema.org `JobPosting` that Google's job search reads from a job page (structured data, JSON-LD), built from
 * what the job stores. Google requires title, description, datePosted, hiringOrganization and a place: jobLocation,
 * or for a remote job jobLocationType TELECOMMUTE with applicantLocationRequirements; it recommends validThrough,
 * employmentType, baseSalary, identifier and directApply. Only open jobs carry it (a closed job's page drops it).
 *
 * Google takes no "anywhere": a fully remote job needs at least one country in applicantLocationRequirements, or a
 * jobLocation (then Google offers it to that country). A remote job open anywhere names its place when it has one;
 * one that names no place at all carries no JobPosting (its page still shows), as Google would refuse it.
 */
import type { Job } from '@/services/schemas/job';
import type { Place } from '@/services/schemas/place';

type Json = Record<string, unknown>;

const EMPLOYMENT: Record<Job['employmentType'], string> = {
  'Full time': 'FULL_TIME',
  'Part time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

const SALARY_UNIT: Record<Job['salary']['period'], string> = { Weekly: 'WEEK', Monthly: 'MONTH', Yearly: 'YEAR' };

const iso = (ms: number) => new Date(ms).toISOString();

/** The last instant the job takes applications: its deadline or the end of its listing, whichever comes first. */
function validThrough(job: Pick<Job, 'deadline' | 'expiresAt'>): number | null {
  const ends = [job.deadline, job.expiresAt].filter((t): t is number => t !== null);
  return ends.length > 0 ? Math.min(...ends) : null;
}

/**
 * "Lisbon, Portugal" -> locality Lisbon, country Portugal: the job form takes one free-text place, whose last
 * comma-separated part is the country by the form's own example.
 */
function postalAddress(location: string): Json {
  const parts = location
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const country = parts.length > 1 ? parts.pop() : undefined;
  return {
    '@type': 'PostalAddress',
    addressLocality: parts.join(', ') || location,
    ...(country ? { addressCountry: country } : {}),
  };
}

/** A place from the list: the country's ISO code (which Google reads), its region and city as given. */
function placeAddress(p: Place): Json {
  return {
    '@type': 'PostalAddress',
    ...(p.city ? { addressLocality: p.city } : {}),
    ...(p.region ? { addressRegion: p.region } : {}),
    addressCountry: p.country,
  };
}

/**
 * Where a remote job's applicants may live, when the job says so: the countries it is open to. A job saved before
 * places (free-text location only) names its location's country when it has one. Undefined: open anywhere, or no
 * country to name.
 */
function applicantLocation(job: Job): Json | Json[] | undefined {
  if (job.remoteCountries?.length) return job.remoteCountries.map((name) => ({ '@type': 'Country', name }));
  if (job.place || !job.location) return undefined;
  const country = postalAddress(job.location).addressCountry;
  return country ? { '@type': 'Country', name: country } : undefined;
}

/** The job's place, for Google; null when a remote job names neither a place nor the countries it is open to. */
function place(job: Job): Json | null {
  const applicants = job.workMode === 'Onsite' ? undefined : applicantLocation(job);
  // A fully remote job open to named countries has no office to show; open anywhere, its place is all Google can take.
  const office = job.workMode === 'remote' && applicants ? undefined : address(job);
  if (!office && !applicants) return null;
  return {
    ...(office ? { jobLocation: { '@type': 'Place', address: office } } : {}),
    ...(job.workMode === 'Onsite' ? {} : { jobLocationType: 'TELECOMMUTE' }),
    ...(applicants ? { applicantLocationRequirements: applicants } : {}),
  };
}

function address(job: Job): Json | undefined {
  return job.place ? placeAddress(job.place) : job.location ? postalAddress(job.location) : undefined;
}

/**
 * `url` is the page's absolute address; `origin` the site's, for a logo stored as a path on this site. Null when the
 * job names no place Google accepts.
 */
export function jobPostingJsonLd(job: Job, url: string, origin: string): Json | null {
  const where = place(job);
  if (!where) return null;
  const posted = job.createdAt ?? job.updatedAt;
  const until = validThrough(job);
  const logo = job.companyLogo
    ? job.companyLogo.startsWith('/')
      ? `${origin}${job.companyLogo}`
      : job.companyLogo
    : undefined;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    ...(posted !== null ? { datePosted: iso(posted) } : {}),
    ...(until !== null ? { validThrough: iso(until) } : {}),
    ...(job.openings !== null ? { totalJobOpenings: job.openings } : {}),
    employmentType: EMPLOYMENT[job.employmentType],
    hiringOrganization: { '@type': 'Organization', name: job.companyName, ...(logo ? { logo } : {}) },
    ...where,
    ...(job.salary.max > 0
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: SALARY_UNIT[job.salary.period],
            },
          },
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.id },
    // Applying starts on this page and stays on this site (sign-up, then the application form).
    directApply: true,
    url,
  };
}

/** JSON inside a <script> element: `<` escaped so no text of the job can close the element. */
export const jsonLdText = (data: Json): string => JSON.stringify(data).replace(/</g, '\\u003c');
