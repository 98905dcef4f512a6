/**
 * Every action happens once, over the local backend's HTTP surface: the same RSVP or verification sent twice, or
 * several at once (a double click, two tabs), answers as the first did and writes nothing new. Applying twice:
 * tests/services/applications.test.ts; verification on admin Firestore: tests/backend/verify-once-firebase.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyCompany } from '@/services/backoffice/admin-actions';
import { listAuditLog } from '@/services/backoffice/audit-log';
import { createEvent } from '@/services/events/events';
import { createJob, getJob } from '@/services/jobs/jobs';
import { getMyRsvp, rsvpToEvent } from '@/services/events/rsvps';
import { jobInput, signUpCompany, signUpTalent } from './job-fixtures';
import {
  makeAdmin,
  rawDoc,
  signUpActor,
  startServer,
  stopServer,
  type Actor,
  type LocalServer,
  verifyActorEmail,
} from './service-env';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let server: LocalServer;
let admin: Actor;
beforeAll(async () => {
  server = await startServer();
  admin = await makeAdmin(server, await signUpActor(server, 'admin'), 'Ada Admin');
});
afterAll(async () => {
  await stopServer(server);
});

describe('actions sent twice happen once', () => {
  it('RSVP: three at once and one more later take one seat and answer alike', async () => {
    admin.use();
    const event = await createEvent(
      {
        title: 'Once talk',
        description: '',
        startsAt: Date.now() + 86_400_000,
        endsAt: Date.now() + 90_000_000,
        timeZone: 'UTC',
        mode: 'online',
        link: 'https://meet.example.test/once',
        audience: 'talents',
        capacity: 5,
      },
      'published',
    );
    const talent = await signUpTalent(server, 'Double Clicker');
    const person = { uid: talent.uid, name: 'Double Clicker', email: talent.email };
    expect(await Promise.all([1, 2, 3].map(() => rsvpToEvent(event.id, person)))).toEqual(['going', 'going', 'going']);
    expect(await rsvpToEvent(event.id, person)).toBe('going');
    expect(await rawDoc(server, `events/${event.id}`)).toMatchObject({ goingCount: 1, waitingCount: 0 });
    expect(await getMyRsvp(event.id, talent.uid)).toMatchObject({ status: 'going' });
  });

  it('verify: two at once and one more later write one audit entry and publish the waiting job once', async () => {
    const company = await signUpCompany(server, 'Twice Verified Co', undefined, false);
    const job = await createJob(company.uid, jobInput({ title: 'Waiting for review' }));
    // The back office reviews a company once its email is verified.
    await verifyActorEmail(server, company);
    admin.use();
    const results = await Promise.all([verifyCompany(company.uid), verifyCompany(company.uid)]);
    expect(results.map((r) => r.published).sort()).toContain(1);
    expect(await verifyCompany(company.uid)).toEqual({ published: 0 });
    const entries = (await listAuditLog(company.uid)).items.filter((e) => e.action === 'verify-company');
    expect(entries).toHaveLength(1);
    expect(await rawDoc(server, `companies/${company.uid}`)).toMatchObject({ verification: 'verified' });
    company.use();
    expect((await getJob(job.id)).status).toBe('active');
  });
});
