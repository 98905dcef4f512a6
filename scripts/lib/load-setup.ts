/**
 * The load benchmark's world on one server, made through the HTTP API the browser uses: its own talents and
 * companies (each signed up as itself), each company verified by the demo administrator once its email is verified
 * (from the local mailbox) and given jobs, each talent applying to some of them (which notifies the company).
 */
import { verifyCompany } from '../../services/backoffice/admin-actions';
import { fetchLocalMailbox } from '../../services/backend/local/local-mailbox';
import { applyToJob } from '../../services/applications/applications';
import { createCompany } from '../../services/companies/companies';
import { createJob } from '../../services/jobs/jobs';
import { listActiveJobs } from '../../services/jobs/job-lists';
import { createTalent } from '../../services/talents/talents';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-data';
import { roleOf, type Role } from './load-mix';
import { openSession, type Session } from './load-session';

const PASSWORD = 'load-bench-password';
const JOBS_PER_COMPANY = 3;
const APPLICATIONS_PER_TALENT = 2;
/** Sign-ups and other setup calls in flight at once. */
const SETUP_CONCURRENCY = 8;

export interface VirtualUser {
  index: number;
  role: Role;
  uid: string;
  email: string;
  session: Session;
  /** A company's own jobs. */
  jobIds: string[];
}

export interface World {
  users: VirtualUser[];
  /** Active jobs a talent opens ("one job"): the first page of the job list after setup. */
  jobIds: string[];
  /** What did not go as planned (the benchmark still runs). */
  warnings: string[];
}

async function inBatches<T, R>(items: readonly T[], work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SETUP_CONCURRENCY, items.length) }, worker));
  return out;
}

/** The company's email verified from the link the local mailbox holds (it lists only the newest mails: read at once). */
async function verifyEmail(company: VirtualUser, warnings: string[]): Promise<void> {
  try {
    const mails = await fetchLocalMailbox(company.session.baseUrl);
    const link = mails.find((m) => m.to === company.email && m.link.includes('mode=verifyEmail'))?.link;
    const code = link ? new URL(link, company.session.baseUrl).searchParams.get('oobCode') : null;
    if (!code) throw new Error('no verification email');
    await company.session.run(() => company.session.adapter.auth.applyActionCode(code));
  } catch (error) {
    warnings.push(`${company.email} not verified from the local mailbox (${String(error)}): its jobs await review`);
  }
}

async function signUp(baseUrl: string, index: number, tag: string, warnings: string[]): Promise<VirtualUser> {
  const role = roleOf(index);
  const session = openSession(baseUrl);
  const email = `load-${tag}-${role}-${index}@bench.test`;
  const uid = await session.run(async () => {
    const user = await session.adapter.auth.signUp(email, PASSWORD);
    if (role === 'talent') {
      await createTalent({
        id: user.uid,
        email,
        name: `Load Talent ${index}`,
        role: 'Web Developer',
        skills: [{ skill: 'React' }],
      });
    } else {
      await createCompany({ id: user.uid, email, name: `Load Company ${index}` });
      await session.adapter.auth.sendVerification();
    }
    return user.uid;
  });
  const user: VirtualUser = { index, role, uid, email, session, jobIds: [] };
  if (role === 'company') await verifyEmail(user, warnings);
  return user;
}

/** The demo administrator verifies the companies (those whose email is verified), so their jobs go live. */
async function verifyCompanies(baseUrl: string, companies: VirtualUser[], warnings: string[]): Promise<void> {
  const admin = openSession(baseUrl);
  try {
    await admin.run(async () => {
      await admin.adapter.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      await inBatches(companies, (company) =>
        verifyCompany(company.uid).catch((error: unknown) =>
          warnings.push(`${company.email} not verified by the administrator (${String(error)})`),
        ),
      );
    });
  } catch (error) {
    warnings.push(
      `the demo administrator could not verify the load companies (${String(error)}): their jobs await review`,
    );
  }
}

const jobInput = (company: VirtualUser, n: number) => ({
  title: `Load Benchmark Developer ${company.index}-${n}`,
  description: 'A job posted by the load benchmark: build and test screens of a hiring product with a mentor.',
  category: 'Web & Mobile Dev' as const,
  level: 'Entry Level' as const,
  workMode: 'remote' as const,
  employmentType: 'Full time' as const,
  experience: 'No experience' as const,
  salary: { min: 500, max: 1500, currency: 'usd', period: 'Monthly' as const },
  skills: ['React', 'TypeScript'],
  openings: 1,
  fillBy: Date.now() + 30 * 86_400_000,
});

/** Signs up `count` users on the server at `baseUrl` and gives them jobs and applications. */
export async function buildWorld(baseUrl: string, count: number, tag: string): Promise<World> {
  const warnings: string[] = [];
  const users = await inBatches(
    Array.from({ length: count }, (_, i) => i),
    (i) => signUp(baseUrl, i, tag, warnings),
  );
  const companies = users.filter((u) => u.role === 'company');
  const talents = users.filter((u) => u.role === 'talent');
  await verifyCompanies(baseUrl, companies, warnings);
  await inBatches(companies, async (company) => {
    for (let n = 0; n < JOBS_PER_COMPANY; n += 1) {
      const job = await company.session.run(() => createJob(company.uid, jobInput(company, n)));
      company.jobIds.push(job.id);
    }
  });
  const companyJobs = companies.flatMap((c) => c.jobIds);
  await inBatches(talents, async (talent, i) => {
    for (let n = 0; n < Math.min(APPLICATIONS_PER_TALENT, companyJobs.length); n += 1) {
      const jobId = companyJobs[(i * APPLICATIONS_PER_TALENT + n) % companyJobs.length];
      await talent.session
        .run(() => applyToJob({ jobId }))
        .catch((error: unknown) => {
          warnings.push(`${talent.email} could not apply to ${jobId}: ${String(error)}`);
        });
    }
  });
  const reader = talents[0] ?? users[0];
  const page = await reader.session.run(() => listActiveJobs({}));
  return { users, jobIds: page.items.map((job) => job.id), warnings };
}
