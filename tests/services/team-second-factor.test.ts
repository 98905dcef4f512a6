/**
 * An owner requires two-step sign-in of the whole team (the local engine over HTTP, policy enforced): only an owner
 * signed in with its own app may turn it on; a member whose session signed in with a password alone then acts for
 * the company in nothing (documents by the policy, operations by the trusted routes) until it sets up its app; whoever
 * joins later is bound too; turning it off frees everyone.
 */
import { companyMemberPath } from '@/services/converters/company-member-doc';
import { signUpCompany } from './job-fixtures';
import {
  enrolSecondFactor,
  rawDoc,
  signUpActor,
  startServer,
  stopServer,
  type Actor,
  type LocalServer,
} from './service-env';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

let server: LocalServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await stopServer(server);
});

/** A recruiter of the owner's company, joined through an invitation as a person would. */
async function recruiterOf(owner: Actor): Promise<Actor> {
  const recruiter = await signUpActor(server, 'recruiter');
  const { link } = await owner.backend.callTrusted('company-invite', { email: recruiter.email });
  const token = new URL(link, 'http://x.test').searchParams.get('token')!;
  await recruiter.backend.callTrusted('company-invite-accept', { token, name: 'Rae' });
  return recruiter;
}

const teamList = (actor: Actor, companyId: string) =>
  actor.backend.docs.query({
    collection: 'companyMembers',
    where: [{ field: 'companyId', op: '==', value: companyId }],
    limit: 20,
  });

describe('an owner requiring two-step sign-in of the team', () => {
  it('binds every member, now and later, until it is turned off', async () => {
    const owner = await signUpCompany(server, 'Careful Co');
    const recruiter = await recruiterOf(owner);

    await expect(owner.backend.callTrusted('company-second-factor', { required: true })).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    await enrolSecondFactor(server, owner);
    await expect(owner.backend.callTrusted('company-second-factor', { required: true })).resolves.toEqual({
      members: 2,
    });
    expect((await rawDoc(server, companyMemberPath(recruiter.uid)))?.secondFactorRequired).toBe(true);

    // The recruiter's password-only session: refused by the policy and by the trusted routes.
    await expect(teamList(recruiter, owner.uid)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(recruiter.backend.callTrusted('notifications-read', { all: true })).rejects.toMatchObject({
      code: 'permission-denied',
      message: expect.stringContaining('two-step sign-in'),
    });
    // Its own membership still reads, so its screens can say what is required.
    expect((await recruiter.backend.docs.get(companyMemberPath(recruiter.uid))).exists).toBe(true);
    const mail = (await server.engine.auth.listMail()).find(
      (m) => m.to === recruiter.email && /two-step/.test(m.subject),
    );
    expect(mail?.subject).toBe('Your company now requires two-step sign-in');

    await enrolSecondFactor(server, recruiter);
    await expect(teamList(recruiter, owner.uid)).resolves.toHaveLength(2);
    await expect(recruiter.backend.callTrusted('notifications-read', { all: true })).resolves.toBeTruthy();

    // Whoever joins later is bound as well.
    const later = await recruiterOf(owner);
    expect((await rawDoc(server, companyMemberPath(later.uid)))?.secondFactorRequired).toBe(true);
    await expect(teamList(later, owner.uid)).rejects.toMatchObject({ code: 'permission-denied' });

    await owner.backend.callTrusted('company-second-factor', { required: false });
    expect((await rawDoc(server, companyMemberPath(later.uid)))?.secondFactorRequired).toBeUndefined();
    await expect(teamList(later, owner.uid)).resolves.toHaveLength(3);
  });

  it('is the owner’s alone to set', async () => {
    const owner = await signUpCompany(server, 'Owner Only Co');
    const recruiter = await recruiterOf(owner);
    await enrolSecondFactor(server, recruiter);
    await expect(recruiter.backend.callTrusted('company-second-factor', { required: true })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
