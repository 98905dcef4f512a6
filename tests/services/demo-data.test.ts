import { describe, expect, it } from 'vitest';
import type { DocumentData } from '@/services/backend/types';
import { emailSchema } from '@/services/schemas/common';
import { updateCompanyInputSchema } from '@/services/schemas/company';
import { careerPatchSchema } from '@/services/schemas/profile-entries';
import { updateTalentInputSchema } from '@/services/schemas/talent';
import { DEMO_ACCOUNTS, seedDemoData } from '@/server/seed/demo-data';
import type { SeedTarget } from '@/server/seed/seed-target';

const now = new Date('2026-06-15T09:00:00Z');
const SIX_WEEKS = 42 * 24 * 60 * 60 * 1000;

function recordingTarget() {
  const users: { email: string; password: string; emailVerified: boolean; uid: string }[] = [];
  const docs = new Map<string, DocumentData>();
  const target: SeedTarget = {
    async createUser(input) {
      if (users.some((u) => u.email === input.email)) throw new Error(`duplicate ${input.email}`);
      const uid = `uid-${users.length + 1}`;
      users.push({ ...input, uid });
      return { uid };
    },
    async setDoc(path, data) {
      docs.set(path, data);
    },
  };
  return { target, users, docs };
}

const inCollection = (docs: Map<string, DocumentData>, collection: string) =>
  [...docs].filter(([path]) => path.startsWith(`${collection}/`)).map(([, data]) => data);

describe('seedDemoData', () => {
  it('creates the three demo sign-ins with the shared password', async () => {
    const { target, users } = recordingTarget();
    await seedDemoData(target, { now });
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(users.find((u) => u.email === account.email)).toMatchObject({
        password: 'demo-password',
        emailVerified: true,
      });
    }
    expect(users.every((u) => u.password === 'demo-password')).toBe(true);
  });

  it('seeds 1 admin, 4 companies (one awaiting review) and 20 talents whose documents are keyed by the uid', async () => {
    const { target, users, docs } = recordingTarget();
    const seed = await seedDemoData(target, { now });
    expect(inCollection(docs, 'admin')).toHaveLength(1);
    expect(inCollection(docs, 'companies')).toHaveLength(4);
    expect(
      inCollection(docs, 'companies')
        .map((c) => c.verification)
        .sort(),
    ).toEqual(['pending', 'verified', 'verified', 'verified']);
    expect(inCollection(docs, 'students')).toHaveLength(20);
    const accountDocs = [...docs].filter(([path]) => /^(admin|companies|students)\//.test(path));
    expect(accountDocs).toHaveLength(users.length);
    // Documents carry their own id, except inboxes (counters kept by trusted operations) and resources and
    // events, whose id is only the document's, member documents, whose id is their `uid`, and a talent's priority
    // signals of a month, whose id is its `uid` and `month`.
    for (const [path, data] of docs)
      if (!/^(inboxes|resources|events|companyMembers|prioritySignals)\//.test(path))
        expect(path.split('/').at(-1)).toBe(data.id);
    // Each company acts through its founding owner's member document, as its sign-up would have written it.
    for (const company of inCollection(docs, 'companies'))
      expect(docs.get(`companyMembers/${company.id}`)).toMatchObject({
        uid: company.id,
        companyId: company.id,
        role: 'owner',
        name: company.name,
      });
    expect(docs.get(`admin/${seed.adminUid}`)).toEqual({
      id: seed.adminUid,
      email: 'admin@demo.test',
      name: 'Demo Admin',
      timestamp: expect.any(Date),
    });
  });

  it('writes talents and companies that satisfy the write schemas', async () => {
    const { target, docs } = recordingTarget();
    await seedDemoData(target, { now });
    for (const { id, email, timestamp, nameTerms, careerTerms, ...fields } of inCollection(docs, 'students')) {
      expect(typeof id).toBe('string');
      // Written by the service with the name and the career, not part of what a talent edits.
      expect(nameTerms).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(careerTerms === undefined || Array.isArray(careerTerms)).toBe(true);
      expect(emailSchema.safeParse(email).success).toBe(true);
      expect(timestamp).toBeInstanceOf(Date);
      const { workHistory, education, ...rest } = fields;
      expect(updateTalentInputSchema.safeParse(rest).error?.issues ?? []).toEqual([]);
      expect(careerPatchSchema.safeParse({ workHistory, education }).error?.issues ?? []).toEqual([]);
    }
    for (const { id, timestamp, verification, nameTerms, ...fields } of inCollection(docs, 'companies')) {
      expect(['pending', 'verified']).toContain(verification);
      expect(nameTerms).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(typeof id).toBe('string');
      // The account email is private: in the company's account record, never on its public profile.
      expect(fields).not.toHaveProperty('email');
      const [account] = inCollection(docs, 'companyAccounts').filter((a) => a.id === id);
      expect(emailSchema.safeParse(account?.email).success).toBe(true);
      expect(timestamp).toBeInstanceOf(Date);
      const parsed = updateCompanyInputSchema.safeParse(fields);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(fields).toMatchObject({
        about: expect.any(String),
        website: expect.any(String),
        location: expect.any(String),
      });
    }
  });

  it('makes talent@demo.test an onboarded talent with a nearly complete profile and verified skills', async () => {
    const { target, docs } = recordingTarget();
    const seed = await seedDemoData(target, { now });
    const talent = docs.get(`students/${seed.talentUids['talent@demo.test']}`)!;
    expect(talent).toMatchObject({ new: false, availability: true, role: 'Web Developer' });
    expect(Object.keys(talent.profile as object).length).toBeGreaterThanOrEqual(8);
    expect((talent.skills as { verified?: boolean }[]).some((s) => s.verified)).toBe(true);
  });

  it('varies categories, skills, availability and the new flag; timestamps distinct within six weeks', async () => {
    const { target, docs } = recordingTarget();
    await seedDemoData(target, { now });
    const talents = inCollection(docs, 'students');
    expect(new Set(talents.map((s) => s.role)).size).toBeGreaterThanOrEqual(8);
    expect(talents.filter((s) => s.new === true).length).toBeGreaterThanOrEqual(2);
    expect(talents.filter((s) => s.availability === false).length).toBeGreaterThanOrEqual(2);
    const times = ['admin', 'companies', 'students']
      .flatMap((c) => inCollection(docs, c))
      .map((d) => (d.timestamp as Date).getTime());
    expect(new Set(times).size).toBe(times.length);
    for (const t of times) expect(now.getTime() - t).toBeGreaterThan(0);
    for (const t of times) expect(now.getTime() - t).toBeLessThanOrEqual(SIX_WEEKS);
  });

  it('is deterministic for a given time', async () => {
    const first = recordingTarget();
    const second = recordingTarget();
    await seedDemoData(first.target, { now });
    await seedDemoData(second.target, { now });
    expect([...second.docs]).toEqual([...first.docs]);
  });
});
