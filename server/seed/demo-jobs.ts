/**
 * Demo jobs and applications: 14 jobs across the four job categories from the three demo companies, placed in
 * Lisbon, Boston and Nairobi or remote (some open to a few countries, so the location filter finds them),
 * and applications from demo talents at every stage with their histories, so every screen of the jobs feature has
 * something to show (an overdue application, a rejection with its reason, a hire, a withdrawal, a closed job and
 * one whose deadline has passed). Deterministic for a given seed time.
 */
import type { DocumentData } from '../../services/backend/types';
import { jobPayFields } from '../../services/format/pay';
import { JOB_LIMITS, jobKeywords, type JobInput } from '../../services/schemas/job';
import { jobPlaceKeys } from '../../services/schemas/place';
import type { ApplicationStage, RejectionReason } from '../../services/schemas/application';
import { INTERVIEW_OR_LATER, prioritySignalsPath, signalMonth } from '../../services/schemas/application-constants';
import { DEMO_COMPANIES } from './demo-companies';
import { DEMO_TALENTS } from './demo-talents';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoJob extends Omit<JobInput, 'deadline' | 'openings' | 'fillBy'> {
  company: string;
  daysAgo: number;
  /** How many people it hires: one unless said. */
  openings?: number;
  /** Days from the seed time; negative for a deadline that has passed. */
  deadlineInDays?: number;
  status?: 'active' | 'closed' | 'awaiting-review';
}

const salary = (min: number, max: number, currency: string, period: 'Monthly' | 'Weekly' | 'Yearly') => ({
  min,
  max,
  currency,
  period,
});
const about = (what: string) =>
  `${what} You will work with a small team and a mentor, ship real work from the first weeks, and get regular, ` +
  'written feedback. We answer every application within two weeks.';

export const DEMO_JOBS: DemoJob[] = [
  {
    company: 'company@demo.test',
    daysAgo: 30,
    status: 'closed',
    title: 'QA Intern',
    description: about('Test our hiring product before every release.'),
    category: 'It & Development',
    level: 'Internship',
    workMode: 'Onsite',
    location: 'Lisbon, Portugal',
    place: { country: 'PT', region: 'Lisbon', city: 'Lisbon' },
    employmentType: 'Internship',
    experience: 'No experience',
    salary: salary(0, 0, 'EUR', 'Monthly'),
    skills: ['Testing', 'Attention to detail'],
  },
  {
    company: 'company@demo.test',
    daysAgo: 20,
    title: 'Junior Frontend Developer',
    description: about('Build the screens candidates and recruiters use every day.'),
    category: 'Web & Mobile Dev',
    level: 'Entry Level',
    workMode: 'remote',
    remoteCountries: ['PT', 'ES', 'NG'],
    employmentType: 'Full time',
    experience: 'No experience',
    salary: salary(800, 1500, 'EUR', 'Monthly'),
    skills: ['React', 'TypeScript', 'CSS'],
  },
  {
    company: 'company@demo.test',
    daysAgo: 18,
    title: 'Product Design Intern',
    description: about('Design onboarding flows with our senior designer.'),
    category: 'Designer',
    level: 'Internship',
    workMode: 'Onsite or remote',
    location: 'Lisbon, Portugal',
    place: { country: 'PT', region: 'Lisbon', city: 'Lisbon' },
    employmentType: 'Internship',
    experience: 'No experience',
    salary: salary(300, 500, 'EUR', 'Monthly'),
    skills: ['Figma', 'Prototyping', 'User Research'],
  },
  {
    company: 'company@demo.test',
    daysAgo: 12,
    deadlineInDays: -2,
    title: 'Technical Writer',
    description: about('Write the help centre and release notes.'),
    category: 'Writing',
    level: 'Contract',
    workMode: 'remote',
    employmentType: 'Contract',
    experience: '1 - 3 years',
    salary: salary(400, 600, 'EUR', 'Weekly'),
    skills: ['Documentation', 'Markdown'],
  },
  {
    company: 'company@demo.test',
    daysAgo: 8,
    deadlineInDays: 30,
    title: 'Backend Developer (Node.js)',
    description: about('Build the APIs behind our product.'),
    category: 'It & Development',
    level: 'Entry Level',
    workMode: 'Onsite',
    location: 'Lisbon, Portugal',
    place: { country: 'PT', region: 'Lisbon', city: 'Lisbon' },
    employmentType: 'Full time',
    experience: '1 - 3 years',
    degree: "Bachelor's degree",
    degreeRequirement: 'Required',
    salary: salary(1500, 2500, 'EUR', 'Monthly'),
    skills: ['Node.js', 'SQL', 'TypeScript'],
  },
  {
    company: 'company@demo.test',
    daysAgo: 5,
    title: 'Mobile Developer (Flutter)',
    description: about('Bring our product to phones.'),
    category: 'Web & Mobile Dev',
    level: 'Contract',
    workMode: 'remote',
    employmentType: 'Contract',
    experience: '1 - 3 years',
    salary: salary(1200, 2000, 'EUR', 'Monthly'),
    skills: ['Flutter', 'Dart', 'Firebase'],
  },
  {
    company: 'helix@demo.test',
    daysAgo: 16,
    title: 'Data Science Intern',
    description: about('Analyse sequencing data with our research team.'),
    category: 'It & Development',
    level: 'Internship',
    workMode: 'Onsite or remote',
    location: 'Boston, MA, United States',
    place: { country: 'US', region: 'Massachusetts', city: 'Boston' },
    employmentType: 'Internship',
    experience: 'No experience',
    degree: "Master's degree",
    degreeRequirement: 'Preferred',
    salary: salary(2000, 2800, 'USD', 'Monthly'),
    skills: ['Python', 'Pandas', 'SQL'],
  },
  {
    company: 'helix@demo.test',
    daysAgo: 10,
    title: 'Science Content Writer',
    description: about('Explain genomics to patients in plain words.'),
    category: 'Writing',
    level: 'Entry Level',
    workMode: 'remote',
    employmentType: 'Part time',
    experience: 'No experience',
    salary: salary(300, 600, 'USD', 'Weekly'),
    skills: ['Blogging', 'Research', 'SEO Writing'],
  },
  {
    company: 'helix@demo.test',
    daysAgo: 6,
    title: 'UI Designer',
    description: about('Design the screens of our patient app.'),
    category: 'Designer',
    level: 'Entry Level',
    workMode: 'remote',
    employmentType: 'Full time',
    experience: '1 - 3 years',
    salary: salary(48_000, 60_000, 'USD', 'Yearly'),
    skills: ['Figma', 'Design Systems'],
  },
  {
    company: 'helix@demo.test',
    daysAgo: 3,
    title: 'Junior Web Developer',
    description: about('Maintain our public website and patient portal.'),
    category: 'Web & Mobile Dev',
    level: 'Entry Level',
    workMode: 'Onsite',
    location: 'Boston, MA, United States',
    place: { country: 'US', region: 'Massachusetts', city: 'Boston' },
    employmentType: 'Full time',
    experience: 'No experience',
    salary: salary(3500, 4500, 'USD', 'Monthly'),
    skills: ['JavaScript', 'Vue.js', 'HTML'],
  },
  {
    company: 'ledgerly@demo.test',
    daysAgo: 14,
    title: 'Finance Copywriter',
    description: about('Write clear product and email copy about money.'),
    category: 'Writing',
    level: 'Contract',
    workMode: 'remote',
    remoteCountries: ['KE', 'NG'],
    employmentType: 'Contract',
    experience: '1 - 3 years',
    salary: salary(25_000, 40_000, 'KES', 'Weekly'),
    skills: ['Copywriting', 'Email Marketing'],
  },
  {
    company: 'ledgerly@demo.test',
    daysAgo: 9,
    title: 'Brand Designer',
    description: about('Shape the look of our app and campaigns.'),
    category: 'Designer',
    level: 'Contract',
    workMode: 'Onsite or remote',
    location: 'Nairobi, Kenya',
    place: { country: 'KE', region: 'Nairobi County', city: 'Nairobi' },
    employmentType: 'Part time',
    experience: '1 - 3 years',
    salary: salary(80_000, 120_000, 'KES', 'Monthly'),
    skills: ['Branding', 'Adobe Illustrator', 'Typography'],
  },
  {
    company: 'ledgerly@demo.test',
    daysAgo: 4,
    title: 'Data Analyst',
    description: about('Turn repayment data into decisions.'),
    category: 'It & Development',
    level: 'Entry Level',
    workMode: 'Onsite',
    location: 'Nairobi, Kenya',
    place: { country: 'KE', region: 'Nairobi County', city: 'Nairobi' },
    employmentType: 'Full time',
    experience: '1 - 3 years',
    degree: "Bachelor's degree",
    degreeRequirement: 'Preferred',
    salary: salary(1_200_000, 1_800_000, 'KES', 'Yearly'),
    skills: ['SQL', 'Excel', 'Python'],
  },
  {
    company: 'ledgerly@demo.test',
    daysAgo: 1,
    title: 'React Native Developer',
    description: about('Build our lending app for Android and iOS.'),
    category: 'Web & Mobile Dev',
    level: 'Entry Level',
    workMode: 'remote',
    remoteCountries: ['KE', 'NG', 'UG'],
    employmentType: 'Full time',
    experience: '1 - 3 years',
    salary: salary(150_000, 250_000, 'KES', 'Monthly'),
    skills: ['React Native', 'TypeScript'],
  },
  {
    company: 'quickhire@demo.test',
    daysAgo: 1,
    status: 'awaiting-review',
    title: 'Social Media Assistant',
    description: about('Plan and post our weekly social media content.'),
    category: 'Writing',
    level: 'Internship',
    workMode: 'remote',
    employmentType: 'Part time',
    experience: 'No experience',
    salary: salary(200, 400, 'USD', 'Monthly'),
    skills: ['Social Media', 'Canva'],
  },
];

/** Ids without `_` (an application id is `<jobId>_<talentId>`). */
export const demoJobId = (index: number) => `demo-job-${String(index + 1).padStart(2, '0')}`;

type Step = [stage: ApplicationStage, daysAgo: number];
interface DemoApplication {
  job: number;
  talent: string;
  steps: Step[];
  reason?: RejectionReason;
  coverNote?: string;
  /** Marked as one of the talent's priority applications when it applied. */
  signalled?: true;
}

export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    job: 1,
    talent: 'talent@demo.test',
    steps: [
      ['applied', 17],
      ['reviewing', 15],
      ['shortlisted', 10],
      ['interview', 3],
    ],
    coverNote: 'I build with React and TypeScript every day and would love to grow with a mentor.',
    signalled: true,
  },
  {
    job: 1,
    talent: 'hannah.kim@demo.test',
    steps: [
      ['applied', 3],
      ['reviewing', 1],
    ],
    signalled: true,
  },
  { job: 1, talent: 'tomas.rivera@demo.test', steps: [['applied', 18]] },
  {
    job: 1,
    talent: 'lucas.weber@demo.test',
    steps: [
      ['applied', 16],
      ['reviewing', 14],
      ['rejected', 12],
    ],
    reason: 'skills',
  },
  {
    job: 2,
    talent: 'leila.haddad@demo.test',
    steps: [
      ['applied', 17],
      ['shortlisted', 14],
      ['interview', 10],
      ['offered', 6],
      ['hired', 4],
    ],
  },
  {
    job: 2,
    talent: 'sofia.martins@demo.test',
    steps: [
      ['applied', 16],
      ['withdrawn', 11],
    ],
  },
  {
    job: 4,
    talent: 'omar.farouk@demo.test',
    steps: [
      ['applied', 5],
      ['reviewing', 4],
    ],
  },
  {
    job: 6,
    talent: 'kwame.asante@demo.test',
    steps: [
      ['applied', 15],
      ['reviewing', 13],
      ['interview', 8],
    ],
  },
  { job: 6, talent: 'yusuf.demir@demo.test', steps: [['applied', 1]] },
  {
    job: 7,
    talent: 'jonas.eriksen@demo.test',
    steps: [
      ['applied', 9],
      ['rejected', 7],
    ],
    reason: 'position filled',
  },
  {
    job: 7,
    talent: 'ethan.brooks@demo.test',
    steps: [
      ['applied', 8],
      ['reviewing', 6],
    ],
  },
  { job: 8, talent: 'talent@demo.test', steps: [['applied', 2]] },
  { job: 12, talent: 'fatima.bello@demo.test', steps: [['applied', 3]] },
];

export interface DemoJobsTarget {
  setDoc(path: string, data: DocumentData): Promise<void>;
}

export async function seedDemoJobs(
  target: DemoJobsTarget,
  seed: { now: Date; companyUids: Record<string, string>; talentUids: Record<string, string> },
): Promise<{ jobIds: string[]; applicationIds: string[] }> {
  const at = (daysAgo: number, index: number) => new Date(seed.now.getTime() - daysAgo * DAY_MS + index * 60_000);
  const counts = new Map<number, number>();
  for (const app of DEMO_APPLICATIONS) counts.set(app.job, (counts.get(app.job) ?? 0) + 1);

  const jobs = DEMO_JOBS.map(({ company: email, daysAgo, deadlineInDays, status, openings, ...fields }, index) => {
    const company = DEMO_COMPANIES.find((c) => c.email === email)!;
    const createdAt = at(daysAgo, index);
    const placeKeys = jobPlaceKeys(fields.place, fields.remoteCountries);
    return {
      id: demoJobId(index),
      companyId: seed.companyUids[email],
      companyName: company.name,
      ...fields,
      ...(deadlineInDays !== undefined ? { deadline: new Date(seed.now.getTime() + deadlineInDays * DAY_MS) } : {}),
      // A vacancy: how many it hires, filled within six weeks of posting, listed 60 days unless renewed.
      openings: openings ?? 1,
      fillBy: new Date(createdAt.getTime() + 42 * DAY_MS),
      expiresAt: new Date(createdAt.getTime() + JOB_LIMITS.listedDaysMax * DAY_MS),
      keywords: jobKeywords(fields.title, company.name, fields.skills ?? []),
      ...jobPayFields(fields.salary),
      ...(placeKeys.length > 0 ? { placeKeys } : {}),
      status: status ?? 'active',
      // The badge talents see on a verified company's jobs.
      ...(company.verification === undefined ? { companyVerified: true } : {}),
      applicantCount: counts.get(index) ?? 0,
      createdAt,
      updatedAt: createdAt,
    };
  });
  for (const job of jobs) await target.setDoc(`jobs/${job.id}`, job);

  const applicationIds: string[] = [];
  // Each talent's priority signals per month, as application-apply would have counted them.
  const signals = new Map<string, { uid: string; month: string; applicationIds: string[] }>();
  for (const [index, demo] of DEMO_APPLICATIONS.entries()) {
    const { job: jobIndex, talent: email, steps, reason, coverNote, signalled } = demo;
    const job = jobs[jobIndex];
    const talent = DEMO_TALENTS.find((t) => t.email === email)!;
    const talentId = seed.talentUids[email];
    const id = `${job.id}_${talentId}`;
    const history = steps.map(([stage, daysAgo]) => ({
      stage,
      at: at(daysAgo, index),
      by: stage === 'applied' || stage === 'withdrawn' ? talentId : job.companyId,
    }));
    const [stage] = steps[steps.length - 1];
    const firstResponse = history.find((h) => h.stage !== 'applied' && h.stage !== 'withdrawn');
    const avatar = talent.profile?.avatarUrl;
    await target.setDoc(`applications/${id}`, {
      id,
      jobId: job.id,
      talentId,
      companyId: job.companyId,
      jobTitle: job.title,
      companyName: job.companyName,
      talentName: talent.name,
      talentCategory: talent.role,
      talentEmail: talent.email,
      ...(talent.profile?.phone ? { talentPhone: talent.profile.phone } : {}),
      ...(avatar ? { talentAvatar: avatar } : {}),
      ...(coverNote ? { coverNote } : {}),
      ...(talent.profile?.cvUrl ? { cvUrl: talent.profile.cvUrl } : {}),
      stage,
      ...(reason ? { rejectionReason: reason } : {}),
      history,
      createdAt: history[0].at,
      updatedAt: history[history.length - 1].at,
      ...(firstResponse ? { firstResponseAt: firstResponse.at } : {}),
      ...(signalled ? { signalled } : {}),
      ...(history.some((h) => INTERVIEW_OR_LATER.includes(h.stage)) ? { reachedInterview: true } : {}),
    });
    applicationIds.push(id);
    if (signalled) {
      const month = signalMonth(history[0].at.getTime());
      const entry = signals.get(prioritySignalsPath(talentId, month)) ?? { uid: talentId, month, applicationIds: [] };
      signals.set(prioritySignalsPath(talentId, month), { ...entry, applicationIds: [...entry.applicationIds, id] });
    }
  }
  for (const [path, entry] of signals)
    await target.setDoc(path, { ...entry, used: entry.applicationIds.length, updatedAt: seed.now });
  return { jobIds: jobs.map((j) => j.id), applicationIds };
}
