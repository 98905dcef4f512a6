/**
 * Deleting an account on the local backend leaves nothing of it behind: not the documents its still-valid session
 * writes while the deletion runs, nor its contact details, name and avatar in conversations, nor its RSVPs,
 * notifications, inbox, saved jobs and saved searches, nor a company's private notes and ratings on its applicants.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteAccount as deleteAccountOperation } from '@/server/trusted/delete-account';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import { createTestBackend } from '../helpers/local-server';
import { createTalent } from '@/services/talents/talents';
import { applyToJob } from '@/services/applications/applications';
import { addApplicantNote } from '@/services/applications/applicant-notes';
import { rateApplicant } from '@/services/applications/applicant-ratings';
import { companyWithJob, signUpTalent } from './job-fixtures';
import { putDoc, rawDoc, startServer, stopServer, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let server: LocalServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await stopServer(server);
});

const DAY = 24 * 60 * 60 * 1000;

describe('deleting an account while its session keeps writing', () => {
  it('leaves no ghost profile or card, whatever the session re-creates meanwhile', async () => {
    let attempts = 0;
    for (let round = 0; round < 6; round++) {
      const talent = await signUpTalent(server, `Racing Talent ${round}`);
      let done = false;
      const deletion = talent.backend.callTrusted('delete-account', { confirm: 'DELETE' }).finally(() => (done = true));
      // The talent's own browser, still signed in, writes its profile and card again and again.
      const writers = Array.from({ length: 4 }, async () => {
        while (!done) {
          attempts += 1;
          await createTalent({
            id: talent.uid,
            email: talent.email,
            name: 'Ghost',
            role: 'Web Developer',
            skills: [{ skill: 'React' }],
          }).catch(() => undefined);
        }
      });
      await expect(deletion).resolves.toMatchObject({ role: expect.any(String) });
      await Promise.all(writers);
      // And once more after the answer, with the old session.
      await createTalent({
        id: talent.uid,
        email: talent.email,
        name: 'Ghost',
        role: 'Web Developer',
        skills: [],
      }).catch(() => undefined);
      expect(await rawDoc(server, `students/${talent.uid}`)).toBeUndefined();
      expect(await rawDoc(server, `talentCards/${talent.uid}`)).toBeUndefined();
      expect(await rawDoc(server, `deletedAccounts/${talent.uid}`)).toMatchObject({ deletedAt: expect.any(Date) });
    }
    expect(attempts).toBeGreaterThan(6);
  });
});

describe('a deletion that fails halfway', () => {
  it('re-enables the account so its owner can sign in and run it again; the tombstone stays', async () => {
    const talent = await signUpTalent(server, 'Interrupted Talent');
    const services = localTrustedServices(server.engine);
    const failing = {
      ...services,
      deleteFiles: async () => Promise.reject(new Error('disk unplugged')),
      caller: { uid: talent.uid, email: talent.email, authTime: Date.now() },
    };
    await expect(deleteAccountOperation(failing, { confirm: 'DELETE' })).rejects.toThrow('disk unplugged');
    expect(await rawDoc(server, `deletedAccounts/${talent.uid}`)).toBeDefined();
    const again = createTestBackend(server.url);
    await expect(again.auth.signIn(talent.email, 'password-123')).resolves.toMatchObject({ uid: talent.uid });
    await expect(again.callTrusted('delete-account', { confirm: 'DELETE' })).resolves.toMatchObject({ role: 'none' });
    again.close();
    expect(await server.engine.auth.findUserByEmail(talent.email)).toBeNull();
  });
});

describe('deleting an account removes its personal data from what others keep', () => {
  it('conversations show "Deleted user" without contact or avatar; RSVPs, notifications, inbox, saved jobs and saved searches go', async () => {
    const { company, job } = await companyWithJob(server, {}, 'Keeps Threads Co');
    const waiting = await signUpTalent(server, 'Next In Line');
    const talent = await signUpTalent(server, 'Private Person');
    await applyToJob({ jobId: job.id });
    const convId = [company.uid, talent.uid].sort().join('_');
    await putDoc(server, `conversations/${convId}`, {
      id: convId,
      participants: [company.uid, talent.uid].sort(),
      people: {
        [company.uid]: { name: 'Keeps Threads Co', role: 'company' },
        [talent.uid]: {
          name: 'Private Person',
          role: 'talent',
          avatar: `/api/local/files/uploadedFiles/${talent.uid}/me.png?token=t`,
        },
      },
      status: 'active',
      blockedBy: [],
      lastMessage: { text: 'See my CV', at: new Date(), by: talent.uid },
      unread: {},
      seenAt: {},
      contact: { email: talent.email, phone: '+234 800 000 0000' },
    });
    await putDoc(server, `conversations/${convId}/messages/m1`, {
      by: talent.uid,
      text: 'See my CV',
      sentAt: new Date(),
      attachment: {
        url: `/api/local/files/uploadedFiles/${talent.uid}/cv.pdf?token=t`,
        name: 'Private_Person_CV.pdf',
        contentType: 'application/pdf',
      },
    });
    await putDoc(server, `conversations/${convId}/messages/m2`, {
      by: company.uid,
      text: 'Thanks!',
      sentAt: new Date(),
    });
    const starts = new Date(Date.now() + 3 * DAY);
    await putDoc(server, 'events/meetup', {
      title: 'Meetup',
      description: 'Talk',
      startsAt: starts,
      endsAt: new Date(starts.getTime() + 3_600_000),
      timeZone: 'Africa/Lagos',
      audience: 'talents',
      forTalents: true,
      forCompanies: false,
      capacity: 1,
      status: 'published',
      goingCount: 1,
      waitingCount: 1,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await putDoc(server, `events/meetup/rsvps/${talent.uid}`, {
      uid: talent.uid,
      name: 'Private Person',
      email: talent.email,
      status: 'going',
      createdAt: new Date(Date.now() - 2000),
    });
    await putDoc(server, `events/meetup/rsvps/${waiting.uid}`, {
      uid: waiting.uid,
      name: 'Next In Line',
      email: waiting.email,
      status: 'waiting',
      createdAt: new Date(Date.now() - 1000),
    });
    await putDoc(server, 'notifications/n-private', {
      userId: talent.uid,
      kind: 'announcement',
      title: 'Hello',
      body: 'Hi',
      link: '/talent-dashboard',
      read: false,
      createdAt: new Date(),
    });
    await putDoc(server, `inboxes/${talent.uid}`, { unreadNotifications: 1 });
    await putDoc(server, `savedJobs/${talent.uid}_job-x`, {
      talentId: talent.uid,
      jobId: 'job-x',
      jobTitle: 'Job',
      companyName: 'Acme',
      savedAt: new Date(),
    });
    await putDoc(server, 'savedSearches/search-x', {
      talentId: talent.uid,
      name: 'React',
      frequency: 'daily',
      filters: { keyword: 'react' },
      createdAt: new Date(),
      lastRunAt: new Date(),
    });

    talent.use();
    await talent.backend.callTrusted('delete-account', { confirm: 'DELETE' });

    const conversation = (await rawDoc(server, `conversations/${convId}`))!;
    expect(conversation.people).toEqual({
      [company.uid]: { name: 'Keeps Threads Co', role: 'company' },
      [talent.uid]: { name: 'Deleted user', role: 'talent' },
    });
    expect(conversation).not.toHaveProperty('contact');
    expect(JSON.stringify(conversation)).not.toContain('Private Person');
    const mine = (await rawDoc(server, `conversations/${convId}/messages/m1`))!;
    expect(mine).toMatchObject({ text: 'See my CV' });
    expect(mine).not.toHaveProperty('attachment');
    expect(await rawDoc(server, `conversations/${convId}/messages/m2`)).toMatchObject({ text: 'Thanks!' });

    expect(await rawDoc(server, `events/meetup/rsvps/${talent.uid}`)).toBeUndefined();
    // The freed seat went to the first person waiting, as a cancel would have it.
    expect(await rawDoc(server, `events/meetup/rsvps/${waiting.uid}`)).toMatchObject({ status: 'going' });
    expect(await rawDoc(server, 'events/meetup')).toMatchObject({ goingCount: 1, waitingCount: 0 });
    expect(await rawDoc(server, 'notifications/n-private')).toBeUndefined();
    expect(await rawDoc(server, `inboxes/${talent.uid}`)).toBeUndefined();
    expect(await rawDoc(server, `savedJobs/${talent.uid}_job-x`)).toBeUndefined();
    expect(await rawDoc(server, 'savedSearches/search-x')).toBeUndefined();
    const app = (await rawDoc(server, `applications/${job.id}_${talent.uid}`))!;
    expect(app.talentName).toBe('Deleted user');
    expect(JSON.stringify(app)).not.toContain(talent.email);
  });
});

describe('deleting a company removes its private notes and ratings on its applicants', () => {
  it("its notes, ratings and the jobs' rating aggregates go; the application stays", async () => {
    const { company, job } = await companyWithJob(server, {}, 'Leaves Notes Co');
    const talent = await signUpTalent(server, 'Rated Person');
    const app = await applyToJob({ jobId: job.id });
    company.use();
    const noteId = await addApplicantNote({ uid: company.uid, name: 'Leaves Notes Co' }, app, { text: 'Good fit.' });
    await rateApplicant(company.uid, app, 4);
    expect(await rawDoc(server, `jobRatings/${job.id}`)).toMatchObject({ ratings: { [app.id]: { sum: 4, count: 1 } } });

    await company.backend.callTrusted('delete-account', { confirm: 'DELETE' });

    expect(await rawDoc(server, `applicantNotes/${noteId}`)).toBeUndefined();
    expect(await rawDoc(server, `applicantRatings/${app.id}_${company.uid}`)).toBeUndefined();
    expect(await rawDoc(server, `jobRatings/${job.id}`)).toBeUndefined();
    expect(await rawDoc(server, `applications/${app.id}`)).toMatchObject({ talentId: talent.uid });
  });
});
