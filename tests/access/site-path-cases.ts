/**
 * "A path on this site" in every file-link field the rules check (profile photo and CV, company logo, a job's
 * logo, an event's cover): a local download path is stored, but `//host`, `/\host`, `///host` and `/<tab>/host`
 * open another site in a browser and are refused by firestore.rules and the local policy alike. An application's
 * photo and CV are written by the trusted application-apply only, copied from the profile checked here or a file of
 * the applicant's own upload folder (tests/backend/application-steps.test.ts). Part of the shared table (cases.ts
 * spreads them in).
 */
import { serverTimestamp, type DocumentData } from '../../services/backend/types';
import type { AccessCase } from './cases';
import { newJob } from './job-cases';

// A local download path of a file of talent-a's (the fields only check that it stays on this site).
const LOCAL_FILE = '/api/local/files/talents/talent-a/applications/job-1/cv.pdf?token=t';

/** Paths that leave this site, with what each tries. */
const OFF_SITE: [string, string][] = [
  ['//host', '//evil.example/cv.pdf'],
  ['/\\host', '/\\evil.example/cv.pdf'],
  ['///host', '///evil.example/cv.pdf'],
  ['/<tab>/host', '/\t/evil.example/cv.pdf'],
  ['a bare /', '/'],
];

const newEvent = (coverUrl: string): DocumentData => ({
  title: 'Career fair',
  description: 'Meet companies hiring juniors.',
  startsAt: new Date('2099-01-01T10:00:00Z'),
  endsAt: new Date('2099-01-01T12:00:00Z'),
  timeZone: 'Africa/Lagos',
  mode: 'online',
  audience: 'talents',
  capacity: 2,
  status: 'draft',
  goingCount: 0,
  waitingCount: 0,
  forTalents: false,
  forCompanies: false,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  coverUrl,
});

/** One writer per field: each answers `allow` for a local path and `deny` for every off-site one. */
const FIELDS: { field: string; write: (url: string) => Pick<AccessCase, 'actor' | 'op' | 'seed'> }[] = [
  {
    field: 'profile photo',
    write: (url) => ({
      actor: 'talentA',
      op: { type: 'update', path: 'students/talent-a', data: { profile: { avatarUrl: url } } },
    }),
  },
  {
    field: 'profile CV',
    write: (url) => ({
      actor: 'talentA',
      op: { type: 'update', path: 'students/talent-a', data: { profile: { cvUrl: url } } },
    }),
  },
  {
    field: 'company logo',
    write: (url) => ({ actor: 'companyA', op: { type: 'update', path: 'companies/company-a', data: { logo: url } } }),
  },
  {
    field: "job's company logo",
    write: (url) => ({
      actor: 'companyA',
      op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { companyLogo: url }) },
    }),
  },
  {
    field: "event's cover",
    write: (url) => ({ actor: 'admin', op: { type: 'create', path: 'events/e-site-path', data: newEvent(url) } }),
  },
];

export const SITE_PATH_CASES: AccessCase[] = FIELDS.flatMap(({ field, write }) => [
  { name: `site path: ${field} may be a path on this site`, ...write(LOCAL_FILE), expect: 'allow' as const },
  ...OFF_SITE.map(([what, url]) => ({
    name: `site path: ${field} cannot be ${what}`,
    ...write(url),
    expect: 'deny' as const,
  })),
]);
