/**
 * Demo data for the local backend (seeded once on first open) and the Firebase emulators (`npm run seed`):
 * one administrator, four companies (one awaiting the back office's review) and twenty talents (each with its
 * public card, `talentCards/{uid}`), all with the password `demo-password`, the jobs and applications of
 * server/seed/demo-jobs.ts, and the back office's audit entries of server/seed/demo-backoffice.ts.
 * Deterministic: the same accounts and documents every time; only the timestamps are relative to `now`, spread
 * over the previous six weeks so "newest first" lists look like a live marketplace.
 */
import type { SeedTarget } from './seed-target';
import { companyMemberPath, founderMemberDoc } from '../../services/converters/company-member-doc';
import { cardFromTalentData } from '../../services/converters/talent-card-converter';
import { DEMO_COMPANIES } from './demo-companies';
import { seedDemoBackoffice } from './demo-backoffice';
import { seedDemoJobs } from './demo-jobs';
import { seedDemoMessages } from './demo-messages';
import { seedDemoEvents } from './demo-events';
import { seedDemoResources } from './demo-resources';
import { DEMO_TALENTS } from './demo-talents';
import { careerTerms, talentNameTerms } from '../../services/search/career-terms';
import { nameTerms } from '../../services/search/search-words';

export const DEMO_PASSWORD = 'demo-password';

/** The sign-ins the sign-in pages offer in local mode. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@demo.test', password: DEMO_PASSWORD },
  company: { email: 'company@demo.test', password: DEMO_PASSWORD },
  talent: { email: 'talent@demo.test', password: DEMO_PASSWORD },
} as const;

export const DEMO_ADMIN = { email: DEMO_ACCOUNTS.admin.email, name: 'Demo Admin', daysAgo: 42 };

/** What was seeded, by email, so later seeders (jobs, applications) can refer to the same accounts. */
export interface DemoSeed {
  now: Date;
  adminUid: string;
  companyUids: Record<string, string>;
  talentUids: Record<string, string>;
  /** Demo jobs (server/seed/demo-jobs.ts), in seeding order. */
  jobIds: string[];
  /** Demo applications, `<jobId>_<talentUid>`. */
  applicationIds: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Mid-morning of the given day, shifted by `index` minutes so no two documents share a timestamp. */
const daysBefore = (now: Date, days: number, index: number) => new Date(now.getTime() - days * DAY_MS + index * 60_000);

export async function seedDemoData(target: SeedTarget, options: { now?: Date } = {}): Promise<DemoSeed> {
  const now = options.now ?? new Date();
  const password = DEMO_PASSWORD;

  const admin = await target.createUser({ email: DEMO_ADMIN.email, password, emailVerified: true });
  await target.setDoc(`admin/${admin.uid}`, {
    id: admin.uid,
    email: DEMO_ADMIN.email,
    name: DEMO_ADMIN.name,
    timestamp: daysBefore(now, DEMO_ADMIN.daysAgo, 0),
  });

  const companyUids: Record<string, string> = {};
  for (const [index, { daysAgo, socials, email, ...company }] of DEMO_COMPANIES.entries()) {
    const { uid } = await target.createUser({ email, password, emailVerified: true });
    companyUids[email] = uid;
    const timestamp = daysBefore(now, daysAgo, index);
    await target.setDoc(`companies/${uid}`, {
      id: uid,
      ...company,
      nameTerms: nameTerms(company.name),
      verification: company.verification ?? 'verified',
      timestamp,
      ...(socials ? { socials } : {}),
    });
    // Who acts for a company is its member document, the founding account's too, as the sign-up batch writes it.
    await target.setDoc(companyMemberPath(uid), founderMemberDoc(uid, company.name, email, timestamp));
    // The account email is private: the company's own record, not its public profile.
    await target.setDoc(`companyAccounts/${uid}`, { id: uid, email, emailVerified: true });
  }

  // As updateTalent writes them: the name and the career found by the back office, the career by discovery.
  const demoSearchTerms = (t: { name: string; workHistory?: unknown; education?: unknown }) => ({
    nameTerms: talentNameTerms(t.name, t.workHistory, t.education),
    ...(t.workHistory || t.education ? { careerTerms: careerTerms(t.workHistory, t.education) } : {}),
  });
  const talentUids: Record<string, string> = {};
  for (const [index, { daysAgo, profile, ...talent }] of DEMO_TALENTS.entries()) {
    const { uid } = await target.createUser({ email: talent.email, password, emailVerified: true });
    talentUids[talent.email] = uid;
    const talentDoc = {
      id: uid,
      ...talent,
      ...demoSearchTerms(talent),
      timestamp: daysBefore(now, daysAgo, index),
      ...(profile ? { profile } : {}),
    };
    await target.setDoc(`students/${uid}`, talentDoc);
    // The public card companies read, as createTalent writes it (last updated when it signed up).
    await target.setDoc(`talentCards/${uid}`, { ...cardFromTalentData(talentDoc), updatedAt: talentDoc.timestamp });
  }

  // Later seeders refer to the accounts by email through these maps.
  const { jobIds, applicationIds } = await seedDemoJobs(target, { now, companyUids, talentUids });
  await seedDemoMessages(target, { now, adminUid: admin.uid, companyUids, talentUids });
  await seedDemoBackoffice(target, { now, adminUid: admin.uid, adminName: DEMO_ADMIN.name, companyUids });
  // Learning resources and community events with RSVPs by the talents above.
  await seedDemoResources(target, now);
  await seedDemoEvents(target, {
    now,
    talentUids,
    names: Object.fromEntries(DEMO_TALENTS.map((t) => [t.email, t.name])),
  });
  return { now, adminUid: admin.uid, companyUids, talentUids, jobIds, applicationIds };
}
