/**
 * An entry-level job asks for entry-level experience, and a degree is marked required or preferred: refused on both
 * engines when a post or an edit breaks it; a job saved before the checks is edited in its other fields as before
 * (it is flagged to its company and the back office, not refused every write).
 */
import { deleteField } from '../../services/backend/types';
import { JOBS_TO_CHECK_QUERY } from '../../services/backoffice/jobs-to-check';
import type { AccessCase } from './cases';
import { editJob, job, postJob } from './job-cases';

const degree = { degree: "Bachelor's degree" };
/** An internship saved before the checks, asking for 5 - 7 years and a degree marked neither way. */
const olderJob = job({ level: 'Internship', experience: '5 - 7 years', ...degree });

export const JOB_HONESTY_CASES: AccessCase[] = [
  {
    name: 'company posts an internship asking for 1 - 3 years',
    actor: 'companyA',
    op: postJob({ level: 'Internship', experience: '1 - 3 years' }),
    expect: 'allow',
  },
  {
    name: 'company cannot post an entry-level job asking for 7 - 10 years',
    actor: 'companyA',
    op: postJob({ level: 'Entry Level', experience: '7 - 10 years' }),
    expect: 'deny',
  },
  {
    name: 'company cannot post an internship asking for 3 - 5 years',
    actor: 'companyA',
    op: postJob({ level: 'Internship', experience: '3 - 5 years' }),
    expect: 'deny',
  },
  {
    name: 'company posts a contract asking for 7 - 10 years',
    actor: 'companyA',
    op: postJob({ level: 'Contract', experience: '7 - 10 years' }),
    expect: 'allow',
  },
  {
    name: 'company posts a job whose degree is preferred',
    actor: 'companyA',
    op: postJob({ ...degree, degreeRequirement: 'Preferred' }),
    expect: 'allow',
  },
  {
    name: 'company cannot post a job with a degree marked neither required nor preferred',
    actor: 'companyA',
    op: postJob(degree),
    expect: 'deny',
  },
  {
    name: 'company cannot post a job with a degree requirement outside the list',
    actor: 'companyA',
    op: postJob({ ...degree, degreeRequirement: 'Essential' }),
    expect: 'deny',
  },
  {
    name: 'company cannot post a job with a degree requirement and no degree',
    actor: 'companyA',
    op: postJob({ degreeRequirement: 'Required' }),
    expect: 'deny',
  },
  {
    name: 'company cannot raise an entry-level job experience to 5 - 7 years',
    actor: 'companyA',
    seed: job(),
    op: editJob({ experience: '5 - 7 years' }),
    expect: 'deny',
  },
  {
    name: 'company cannot turn a contract asking for 10+ years into an internship',
    actor: 'companyA',
    seed: job({ level: 'Contract', experience: '10+ years' }),
    op: editJob({ level: 'Internship' }),
    expect: 'deny',
  },
  {
    name: 'company cannot add a degree to its job without saying required or preferred',
    actor: 'companyA',
    seed: job(),
    op: editJob(degree),
    expect: 'deny',
  },
  {
    name: 'company edits the title of an older internship that breaks the checks',
    actor: 'companyA',
    seed: olderJob,
    op: editJob({ title: 'Writing intern', keywords: ['writing', 'intern'] }),
    expect: 'allow',
  },
  {
    name: 'company closes an older internship that breaks the checks',
    actor: 'companyA',
    seed: olderJob,
    op: editJob({ status: 'closed' }),
    expect: 'allow',
  },
  {
    name: 'company fixes an older internship: 1 - 3 years and the degree preferred',
    actor: 'companyA',
    seed: olderJob,
    op: editJob({ experience: '1 - 3 years', degreeRequirement: 'Preferred' }),
    expect: 'allow',
  },
  {
    name: 'company cannot remove the degree and keep its requirement',
    actor: 'companyA',
    seed: job({ ...degree, degreeRequirement: 'Required' }),
    op: editJob({ degree: deleteField() }),
    expect: 'deny',
  },

  {
    name: 'admin lists the open entry-level jobs asking for more than 1 - 3 years',
    actor: 'admin',
    seed: olderJob,
    op: { type: 'query', spec: JOBS_TO_CHECK_QUERY },
    expect: 'allow',
  },
  {
    name: 'company cannot list every company entry-level jobs asking for experience',
    actor: 'companyA',
    seed: olderJob,
    op: { type: 'query', spec: JOBS_TO_CHECK_QUERY },
    expect: 'deny',
  },
  {
    name: 'talent cannot list the jobs the back office checks',
    actor: 'talentA',
    seed: olderJob,
    op: { type: 'query', spec: JOBS_TO_CHECK_QUERY },
    expect: 'deny',
  },
];
