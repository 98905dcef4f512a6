/**
 * Live subscriptions keep being checked after they start, with the real policy: a query subscription ends with
 * `permission-denied` when the caller loses the role its list rule relies on (its account deleted, its place on a
 * company's team, its company's standing), and any subscription ends when the token it was registered with expires,
 * unless the caller renews it first.
 */
import type { LocalEngine } from '@/server/local/engine';
import { clientAccess } from '@/server/local/policy/types';
import type { Snapshot } from '@/server/local/realtime/hub';
import type { BackendError } from '@/services/backend/types';
import type { WireQuery } from '@/services/backend/wire/wire-query';
import { founderMemberDoc } from '@/services/converters/company-member-doc';
import type { Target } from '@/server/local/realtime/hub';
import { openTestEngine } from '../helpers/local-server';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let engine: LocalEngine;

beforeAll(async () => {
  engine = await openTestEngine();
});

afterAll(async () => {
  await engine?.close();
});

const created = new Date('2026-01-01T00:00:00Z');
const card = (uid: string, name: string) => ({
  id: uid,
  name,
  availability: true,
  role: 'Web Developer',
  skills: [{ skill: 'React' }],
  updatedAt: new Date(),
});
const available: WireQuery = {
  collection: 'talentCards',
  where: [{ field: 'availability', op: '==', value: true }],
  orderBy: [{ field: 'updatedAt', direction: 'desc' }],
  limit: 21,
};

/** Verified by the back office: only such a company lists talents. Its founder's member document, as sign-up writes it. */
async function seedCompany(uid: string) {
  await engine.serverDocuments.set(`companies/${uid}`, {
    id: uid,
    name: `Company ${uid}`,
    timestamp: created,
    new: false,
    verification: 'verified',
  });
  await engine.serverDocuments.set(
    `companyMembers/${uid}`,
    founderMemberDoc(uid, `Company ${uid}`, `${uid}@sub.test`, created),
  );
}

/** A subscription through the engine's hub, recording what reaches the caller (the names of what it lists). */
async function watch(uid: string, expiresAt?: number, target: Target = { query: available }) {
  const names: string[][] = [];
  const errors: BackendError[] = [];
  const access = clientAccess({ uid, email: `${uid}@sub.test`, emailVerified: true, expiresAt });
  const subscription = await engine.realtime.hub.subscribe(access, target, {
    next: (snapshot: Snapshot) =>
      names.push(
        'docs' in snapshot ? snapshot.docs.map((d) => String(d.data?.name)) : [String(snapshot.doc.data?.name)],
      ),
    error: (error) => errors.push(error),
  });
  return { names, errors, subscription };
}

/** A recruiter on the company's team, as joining by invitation writes it. */
async function seedRecruiter(uid: string, companyId: string) {
  await engine.serverDocuments.set(`companyMembers/${uid}`, {
    uid,
    companyId,
    role: 'recruiter',
    name: `Recruiter ${uid}`,
    email: `${uid}@sub.test`,
    joinedAt: created,
  });
}

/** The company's conversation with a talent (its id the two sorted uids) and an application to one of its jobs. */
async function seedCompanyData(companyId: string, talentId: string) {
  const conversation = `conversations/${[companyId, talentId].sort().join('_')}`;
  await engine.serverDocuments.set(conversation, { name: 'About the role', participants: [companyId, talentId] });
  await engine.serverDocuments.set(`applications/job-${companyId}_${talentId}`, {
    id: `job-${companyId}_${talentId}`,
    jobId: `job-${companyId}`,
    companyId,
    talentId,
    name: 'Ada',
    stage: 'applied',
  });
  const applicants: WireQuery = {
    collection: 'applications',
    where: [{ field: 'companyId', op: '==', value: companyId }],
    limit: 20,
  };
  return { conversation: { doc: conversation }, applicants: { query: applicants } };
}

describe('live query subscriptions after the caller loses access', () => {
  it('end with permission-denied when the company account is deleted, and deliver nothing after', async () => {
    await seedCompany('sub-co-1');
    await engine.serverDocuments.set('talentCards/sub-t-1', card('sub-t-1', 'Ada'));
    const { names, errors } = await watch('sub-co-1');
    expect(names.at(-1)).toContain('Ada');

    // Live until then: a new card reaches the company.
    await engine.serverDocuments.set('talentCards/sub-t-2', card('sub-t-2', 'Grace'));
    await vi.waitFor(() => expect(names.at(-1)).toContain('Grace'));

    // What the delete-account operation does to the company's role document.
    await engine.serverDocuments.delete('companies/sub-co-1');
    await vi.waitFor(() => expect(errors.map((e) => e.code)).toEqual(['permission-denied']));

    const before = names.length;
    await engine.serverDocuments.set('talentCards/sub-t-3', card('sub-t-3', 'Katherine'));
    // A second, allowed subscription sees the new card: the first one has had every chance to see it too.
    await seedCompany('sub-co-2');
    const other = await watch('sub-co-2');
    expect(other.names.at(-1)).toContain('Katherine');
    expect(names).toHaveLength(before);
    other.subscription.close();
  });
});

describe('live subscriptions of a member taken off its team', () => {
  it("end with permission-denied for a removed recruiter: the company's conversation, its applicants, discovery", async () => {
    await seedCompany('sub-co-6');
    await seedRecruiter('sub-r-6', 'sub-co-6');
    const { conversation, applicants } = await seedCompanyData('sub-co-6', 'sub-t-6');
    const open = [
      await watch('sub-r-6', undefined, conversation),
      await watch('sub-r-6', undefined, applicants),
      await watch('sub-r-6'),
    ];
    expect(open.map((w) => w.names.length)).toEqual([1, 1, 1]);
    expect(open[1].names[0]).toEqual(['Ada']);
    // What company-member-remove does to a recruiter.
    await engine.serverDocuments.delete('companyMembers/sub-r-6');
    for (const w of open) await vi.waitFor(() => expect(w.errors.map((e) => e.code)).toEqual(['permission-denied']));
    // A new subscription is refused.
    await expect(watch('sub-r-6', undefined, conversation)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('end with permission-denied for a founding account taken off its team after handing ownership over', async () => {
    await seedCompany('sub-co-7');
    const { conversation, applicants } = await seedCompanyData('sub-co-7', 'sub-t-7');
    const open = [await watch('sub-co-7', undefined, conversation), await watch('sub-co-7', undefined, applicants)];
    // The removal marker a founding account keeps, with the heir now the owner.
    await seedRecruiter('sub-r-7', 'sub-co-7');
    await engine.serverDocuments.update('companyMembers/sub-r-7', { role: 'owner' });
    await engine.serverDocuments.update('companyMembers/sub-co-7', { role: 'removed' });
    for (const w of open) await vi.waitFor(() => expect(w.errors.map((e) => e.code)).toEqual(['permission-denied']));
    // The heir's subscription of the same conversation lives on.
    const heir = await watch('sub-r-7', undefined, conversation);
    expect(heir.names).toHaveLength(1);
    heir.subscription.close();
  });
});

describe('live discovery after the company loses its standing', () => {
  it('ends with permission-denied when an administrator suspends the company, whatever its token says', async () => {
    await seedCompany('sub-co-9');
    await engine.serverDocuments.set('talentCards/sub-t-9', card('sub-t-9', 'Hedy'));
    const { names, errors } = await watch('sub-co-9');
    await vi.waitFor(() => expect(names.at(-1)).toContain('Hedy'));
    await engine.serverDocuments.update('companies/sub-co-9', { suspended: true });
    await vi.waitFor(() => expect(errors.map((e) => e.code)).toEqual(['permission-denied']));
  });

  it("ends a recruiter's discovery and applicant lists too when its company is suspended", async () => {
    await seedCompany('sub-co-8');
    await seedRecruiter('sub-r-8', 'sub-co-8');
    const { applicants } = await seedCompanyData('sub-co-8', 'sub-t-8');
    const open = [await watch('sub-r-8'), await watch('sub-r-8', undefined, applicants)];
    // Nothing of the recruiter's own changes: only its company's document.
    await engine.serverDocuments.update('companies/sub-co-8', { suspended: true });
    for (const w of open) await vi.waitFor(() => expect(w.errors.map((e) => e.code)).toEqual(['permission-denied']));
  });
});

describe('live subscriptions and token expiry', () => {
  it('end with permission-denied when the token they were registered with expires', async () => {
    await seedCompany('sub-co-3');
    const { errors } = await watch('sub-co-3', Date.now() + 300);
    await vi.waitFor(() => expect(errors.map((e) => e.code)).toEqual(['permission-denied']));
  });

  it('live on when renewed with a fresh token before the old one expires', async () => {
    await seedCompany('sub-co-4');
    const expiresAt = Date.now() + 300;
    const { names, errors, subscription } = await watch('sub-co-4', expiresAt);
    await subscription.renew(
      clientAccess({
        uid: 'sub-co-4',
        email: 'sub-co-4@sub.test',
        emailVerified: true,
        expiresAt: Date.now() + 60 * 60_000,
      }),
    );
    // Past the first token's expiry, by the subscription of a token that expires after it.
    const late = await watch('sub-co-4', expiresAt + 200);
    await vi.waitFor(() => expect(late.errors.map((e) => e.code)).toEqual(['permission-denied']));
    await engine.serverDocuments.set('talentCards/sub-t-4', card('sub-t-4', 'Hedy'));
    await vi.waitFor(() => expect(names.at(-1)).toContain('Hedy'));
    expect(errors).toEqual([]);
    subscription.close();
  });

  it('refuses a renewal that the policy no longer allows', async () => {
    await seedCompany('sub-co-5');
    const { errors, subscription } = await watch('sub-co-5');
    await subscription.renew(clientAccess({ uid: 'sub-t-1', email: 'sub-t-1@sub.test', emailVerified: true }));
    await vi.waitFor(() => expect(errors.map((e) => e.code)).toEqual(['permission-denied']));
  });
});

describe('live subscriptions when the account is deleted', () => {
  it('end at once with permission-denied, before their token expires', async () => {
    const account = await engine.auth.createUser({ email: 'sub-gone@sub.test', password: 'sub-password' });
    await seedCompany(account.uid);
    const { errors } = await watch(account.uid, Date.now() + 60 * 60_000);
    await engine.auth.deleteUser(account.uid);
    expect(errors.map((e) => e.code)).toEqual(['permission-denied']);
  });
});
