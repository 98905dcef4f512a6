/** Shared arrangements of the jobs and applications service tests: real signed-up companies and talents. */
import { getApplication, moveApplications, type Application } from '@/services/applications/applications';
import { createCompany, updateCompany } from '@/services/companies/companies';
import { createJob, type JobInput } from '@/services/jobs/jobs';
import { createTalent } from '@/services/talents/talents';
import { signUpActor, type Actor, type LocalServer } from './service-env';

export const jobInput = (extra: Partial<JobInput> = {}): JobInput => ({
  title: 'Junior React Developer',
  description: 'Build and test screens of our hiring product with a mentor.',
  category: 'Web & Mobile Dev',
  level: 'Entry Level',
  workMode: 'remote',
  employmentType: 'Full time',
  experience: 'No experience',
  salary: { min: 500, max: 1500, currency: 'usd', period: 'Monthly' },
  skills: ['React', 'TypeScript'],
  openings: 1,
  fillBy: Date.now() + 30 * 86_400_000,
  ...extra,
});

/** Verified by the back office unless `verified` is false (an unverified company's jobs await review). */
export async function signUpCompany(
  server: LocalServer,
  name = 'Acme Studio',
  logo?: string,
  verified = true,
): Promise<Actor> {
  const actor = (await signUpActor(server, 'company')).use();
  await createCompany({ id: actor.uid, email: actor.email, name });
  if (verified) await server.engine.serverDocuments.update(`companies/${actor.uid}`, { verification: 'verified' });
  if (logo) await updateCompany(actor.uid, { logo });
  return actor;
}

export async function signUpTalent(
  server: LocalServer,
  name = 'Ada Talent',
  profile?: Record<string, unknown>,
): Promise<Actor> {
  const actor = (await signUpActor(server, 'talent')).use();
  await createTalent({
    id: actor.uid,
    email: actor.email,
    name,
    role: 'Web Developer',
    skills: [{ skill: 'React' }],
    ...(profile ? { profile } : {}),
  });
  return actor;
}

/** A company with one posted job; leaves the services pointed at the company. */
export async function companyWithJob(server: LocalServer, extra: Partial<JobInput> = {}, name = 'Acme Studio') {
  const company = await signUpCompany(server, name);
  const job = await createJob(company.uid, jobInput(extra));
  return { company, job };
}

/**
 * The company's move of one applicant as the Move dialog makes it (one trusted call, through the backend in use),
 * then the application as the company reads it after.
 */
export async function moveTo(
  applicationId: string,
  stage: Exclude<Application['stage'], 'withdrawn'>,
  reason?: Application['rejectionReason'],
): Promise<Application> {
  await moveApplications({
    jobId: applicationId.split('_')[0],
    applicationIds: [applicationId],
    stage,
    ...(reason ? { reason } : {}),
  });
  return getApplication(applicationId);
}
