/**
 * Trusted operations called many times at once, as the trusted route calls them, on one engine: exactly the
 * allowed results come out. The same cases run on admin Firestore (Firestore emulator) and on the local engine
 * called in process, where no HTTP request queue serialises them.
 */
import { expect, it } from 'vitest';
import { assessmentQuestionSave, assessmentSetStatus } from '@/server/trusted/assessment-admin';
import { cancelRsvp } from '@/server/trusted/cancel-rsvp';
import { rsvpEvent } from '@/server/trusted/rsvp-event';
import { assessmentAnswer, assessmentStart, assessmentSubmit } from '@/server/trusted/assessment-attempts';
import { conversationReport, reportResolve } from '@/server/trusted/conversation-report';
import { declineCompany, verifyCompany } from '@/server/trusted/company-review';
import { messageSend } from '@/server/trusted/message-send';
import { suspendAccount } from '@/server/trusted/suspension';
import type { TrustedContext, TrustedServices } from '@/server/trusted/types';
import { founderMemberDoc } from '@/services/converters/company-member-doc';

export interface ConcurrencyEnv {
  services(): TrustedServices;
}

const AT_ONCE = 20;
let seq = 0;
const RUN = `${process.pid}x${Date.now().toString(36)}`;
/** No `_` (conversation ids join two uids with it) and no `.` (field paths). */
const uid = (prefix: string) => `${prefix}${RUN}n${++seq}`;

type Outcome = { ok: true; value: unknown } | { ok: false; code: string };
const settle = (calls: Promise<unknown>[]): Promise<Outcome[]> =>
  Promise.all(
    calls.map((call) =>
      call.then(
        (value): Outcome => ({ ok: true, value }),
        (e: { code?: string }): Outcome => ({ ok: false, code: String(e?.code) }),
      ),
    ),
  );
const accepted = (outcomes: Outcome[]) => outcomes.filter((o) => o.ok).length;
const refusals = (outcomes: Outcome[]) => [...new Set(outcomes.flatMap((o) => (o.ok ? [] : [o.code])))];

export function trustedConcurrencyCases(env: () => ConcurrencyEnv) {
  const mails: string[] = [];
  const ctxFor = (caller: string): TrustedContext => ({
    ...env().services(),
    deleteUser: async () => undefined,
    deleteFiles: async () => 0,
    copyFile: async () => null,
    listFiles: async () => [],
    readFile: async () => null,
    saveFile: async () => undefined,
    listAccounts: async () => ({ accounts: [], next: null }),
    setUserDisabled: async () => undefined,
    // The back office reviews a company once its account email is verified; these races start after that.
    accountEmailVerified: async () => true,
    sendMail: async (mail) => void mails.push(mail.to),
    caller: { uid: caller, email: `${caller}@race.test`, authTime: Date.now(), secondFactor: 'totp' },
  });
  const docs = () => env().services().docs;
  const seedTalent = (id: string) =>
    docs().set(`students/${id}`, {
      id,
      name: `Talent ${id}`,
      email: `${id}@race.test`,
      availability: true,
      skills: [{ skill: 'TypeScript' }],
      timestamp: new Date(),
    });
  // Verified unless said otherwise: an unverified company reaches no talent, so the messaging races need a verified one.
  // Its founder's member document too, as sign-up writes it: who acts for a company is its members.
  const seedCompany = (id: string, verification: 'verified' | 'pending' = 'verified') =>
    docs().batch([
      {
        type: 'set',
        path: `companies/${id}`,
        data: { id, name: `Company ${id}`, verification, timestamp: new Date() },
      },
      {
        type: 'set',
        path: `companyMembers/${id}`,
        data: founderMemberDoc(id, `Company ${id}`, `${id}@race.test`, new Date()),
      },
    ]);
  const seedAdmin = (id: string) => docs().set(`admin/${id}`, { id, name: 'Ada Admin', email: `${id}@race.test` });

  /** A published online event for talents, starting tomorrow, with the given seats and counts; resolves with its id. */
  async function seedEvent(counts: { capacity: number; goingCount: number; waitingCount: number }) {
    const id = uid('ev');
    const soon = Date.now() + 86_400_000;
    await docs().set(`events/${id}`, {
      title: 'Talk',
      description: '',
      startsAt: new Date(soon),
      endsAt: new Date(soon + 3_600_000),
      timeZone: 'UTC',
      mode: 'online',
      link: 'https://meet.example.test/x',
      audience: 'talents',
      status: 'published',
      ...counts,
      forTalents: true,
      forCompanies: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    return id;
  }

  async function seedAssessment(admin: string) {
    const id = uid('as');
    await docs().set(`assessments/${id}`, {
      id,
      title: 'Races',
      skill: 'TypeScript',
      skillLower: 'typescript',
      categories: [],
      description: '',
      durationMinutes: 20,
      passMark: 60,
      questionsPerAttempt: 3,
      cooldownDays: 30,
      status: 'draft',
      questionCount: 0,
      activeQuestionCount: 0,
      stats: { attempts: 0, passed: 0, scoreSum: 0, averageScore: null },
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    for (let i = 0; i < 6; i += 1) {
      await assessmentQuestionSave(ctxFor(admin), {
        assessmentId: id,
        question: { text: `Question ${i}`, options: [`Right ${i}`, `Wrong ${i}`], correct: [0], status: 'active' },
      });
    }
    await assessmentSetStatus(ctxFor(admin), { assessmentId: id, status: 'published' });
    return id;
  }

  it('25 message requests at once against the weekly quota of 20: exactly 20 go out', async () => {
    const company = uid('co');
    const talents = Array.from({ length: 25 }, () => uid('ta'));
    await seedCompany(company);
    await Promise.all(talents.map(seedTalent));
    const outcomes = await settle(talents.map((to) => messageSend(ctxFor(company), { to, text: 'Open to a role?' })));
    expect(accepted(outcomes)).toBe(20);
    expect(refusals(outcomes)).toEqual(['resource-exhausted']);
    const requests = await docs().count({
      collection: 'conversations',
      where: [{ field: 'requestedBy', op: '==', value: company }],
    });
    expect(requests).toBe(20);
  });

  it(`${AT_ONCE} first messages of one pair at once: one request, the rest wait for it`, async () => {
    const [company, talent] = [uid('co'), uid('ta')];
    await seedCompany(company);
    await seedTalent(talent);
    const outcomes = await settle(
      Array.from({ length: AT_ONCE }, () => messageSend(ctxFor(company), { to: talent, text: 'Hello?' })),
    );
    expect(accepted(outcomes)).toBe(1);
    expect(refusals(outcomes)).toEqual(['failed-precondition']);
    const id = [company, talent].sort().join('_');
    expect(await docs().count({ collection: `conversations/${id}/messages` })).toBe(1);
    expect((await docs().get(`inboxes/${talent}`)).data).toMatchObject({ unreadConversations: 1 });
  });

  it(`${AT_ONCE} starts of one assessment at once: one attempt, every caller gets it and can answer its questions`, async () => {
    const [admin, talent] = [uid('ad'), uid('ta')];
    await seedAdmin(admin);
    await seedTalent(talent);
    const assessmentId = await seedAssessment(admin);
    const outcomes = await settle(
      Array.from({ length: AT_ONCE }, () => assessmentStart(ctxFor(talent), { assessmentId })),
    );
    expect(accepted(outcomes)).toBe(AT_ONCE);
    const started = outcomes.map((o) => (o.ok ? (o.value as { attemptId: string; resumed: boolean }) : null));
    const ids = new Set(started.map((s) => s?.attemptId));
    expect(ids.size).toBe(1);
    expect(started.filter((s) => s?.resumed === false)).toHaveLength(1);
    const [attemptId] = [...ids] as string[];
    expect((await docs().get(`assessmentProgress/${talent}_${assessmentId}`)).data).toMatchObject({
      attempts: 1,
      attemptId,
    });
    const questions = (await docs().get(`assessmentAttempts/${attemptId}`)).data!.questions as { id: string }[];
    for (const q of questions)
      await expect(assessmentAnswer(ctxFor(talent), { attemptId, questionId: q.id, choice: [0] })).resolves.toEqual({
        saved: true,
      });
  });

  it(`${AT_ONCE} submits of one attempt at once: graded and counted once`, async () => {
    const [admin, talent] = [uid('ad'), uid('ta')];
    await seedAdmin(admin);
    await seedTalent(talent);
    const assessmentId = await seedAssessment(admin);
    const { attemptId } = (await assessmentStart(ctxFor(talent), { assessmentId })) as { attemptId: string };
    const outcomes = await settle(
      Array.from({ length: AT_ONCE }, () => assessmentSubmit(ctxFor(talent), { attemptId })),
    );
    expect(accepted(outcomes)).toBe(AT_ONCE);
    expect(new Set(outcomes.map((o) => (o.ok ? JSON.stringify(o.value) : o.code))).size).toBe(1);
    expect((await docs().get(`assessments/${assessmentId}`)).data!.stats).toMatchObject({ attempts: 1 });
  });

  it(`verify and decline of one company, ${AT_ONCE} at once: one outcome, the jobs' badge agrees with it`, async () => {
    const admin = uid('ad');
    await seedAdmin(admin);
    for (let round = 0; round < 3; round += 1) {
      const company = uid('co');
      await seedCompany(company, 'pending');
      const jobs = [uid('job'), uid('job')];
      for (const job of jobs)
        await docs().set(`jobs/${job}`, {
          companyId: company,
          status: 'awaiting-review',
          title: 'Waiting',
          createdAt: new Date(),
        });
      const calls = Array.from({ length: AT_ONCE }, (_, i) =>
        i % 2 === 0
          ? verifyCompany(ctxFor(admin), { companyId: company })
          : declineCompany(ctxFor(admin), { companyId: company, reason: 'Not a real company' }),
      );
      const outcomes = await settle(calls);
      expect(refusals(outcomes).filter((code) => code !== 'failed-precondition')).toEqual([]);
      const final = (await docs().get(`companies/${company}`)).data!.verification;
      for (const job of jobs) {
        const data = (await docs().get(`jobs/${job}`)).data!;
        if (final === 'verified') expect(data).toMatchObject({ status: 'active', companyVerified: true });
        else
          expect({ final, status: data.status, badge: data.companyVerified ?? false }).toEqual({
            final: 'declined',
            status: 'awaiting-review',
            badge: false,
          });
      }
      const audit = await docs().query({
        collection: 'auditLog',
        where: [{ field: 'targetId', op: '==', value: company }],
      });
      expect(audit.filter((e) => e.data?.action === 'verify-company').length).toBeLessThanOrEqual(1);
    }
  });

  it(`two administrators suspending one talent, ${AT_ONCE} calls at once: one suspension, one audit entry, one email`, async () => {
    const [first, second, talent] = [uid('ad'), uid('ad'), uid('ta')];
    await Promise.all([seedAdmin(first), seedAdmin(second), seedTalent(talent)]);
    const outcomes = await settle(
      Array.from({ length: AT_ONCE }, (_, i) =>
        suspendAccount(ctxFor(i % 2 === 0 ? first : second), { targetType: 'talent', id: talent, reason: 'Spam' }),
      ),
    );
    expect(accepted(outcomes)).toBe(1);
    expect(refusals(outcomes)).toEqual(['failed-precondition']);
    const audit = await docs().query({
      collection: 'auditLog',
      where: [{ field: 'targetId', op: '==', value: talent }],
    });
    expect(audit.map((e) => e.data?.action)).toEqual(['suspend']);
    expect(mails.filter((to) => to === `${talent}@race.test`)).toHaveLength(1);
    expect((await docs().get(`students/${talent}`)).data).toMatchObject({ suspended: true });
  });

  it(`two talents race for the last seat, ${AT_ONCE} calls at once: exactly one gets it, the other waits or is told it is full`, async () => {
    const eventId = await seedEvent({ capacity: 2, goingCount: 1, waitingCount: 0 });
    const [first, second] = [uid('ta'), uid('ta')];
    await Promise.all([seedTalent(first), seedTalent(second)]);
    // Half the calls would join the waiting list, half only want a seat.
    const calls = Array.from({ length: AT_ONCE }, (_, i) =>
      rsvpEvent(ctxFor(i % 2 === 0 ? first : second), { eventId, name: 'T', joinWaitingList: i % 4 < 2 }),
    );
    const outcomes = await settle(calls);
    const seats = await Promise.all(
      [first, second].map(async (p) => (await docs().get(`events/${eventId}/rsvps/${p}`)).data?.status),
    );
    expect(seats.filter((s) => s === 'going')).toHaveLength(1);
    const event = (await docs().get(`events/${eventId}`)).data;
    expect(event).toMatchObject({ goingCount: 2, waitingCount: seats.filter((s) => s === 'waiting').length });
    // Every answer agrees with what was stored: the winner always hears "going", the other never does.
    const winner = seats[0] === 'going' ? first : second;
    outcomes.forEach((o, i) => {
      const caller = i % 2 === 0 ? first : second;
      if (caller === winner) expect(o).toEqual({ ok: true, value: { status: 'going' } });
      else expect(o.ok ? o.value : o.code).not.toEqual({ status: 'going' });
    });
    expect(refusals(outcomes).filter((code) => code !== 'failed-precondition')).toEqual([]);
  });

  it(`${AT_ONCE} talents RSVP at once to an event of 5 seats: 5 go, the rest wait, the counts agree`, async () => {
    const eventId = await seedEvent({ capacity: 5, goingCount: 0, waitingCount: 0 });
    const talents = Array.from({ length: AT_ONCE }, () => uid('ta'));
    await Promise.all(talents.map(seedTalent));
    const outcomes = await settle(
      talents.map((t) => rsvpEvent(ctxFor(t), { eventId, name: 'T', joinWaitingList: true })),
    );
    expect(refusals(outcomes)).toEqual([]);
    const answered = outcomes.map((o) => (o.ok ? (o.value as { status: string }).status : o.code));
    expect(answered.filter((s) => s === 'going')).toHaveLength(5);
    expect(answered.filter((s) => s === 'waiting')).toHaveLength(AT_ONCE - 5);
    const stored = await Promise.all(
      talents.map(async (t) => (await docs().get(`events/${eventId}/rsvps/${t}`)).data?.status),
    );
    expect(stored).toEqual(answered);
    expect((await docs().get(`events/${eventId}`)).data).toMatchObject({ goingCount: 5, waitingCount: AT_ONCE - 5 });
  });

  it(`${AT_ONCE} cancels of 5 seats at once (each going person 4 times): 5 seats change hands, to the 5 earliest waiting`, async () => {
    const eventId = await seedEvent({ capacity: 5, goingCount: 5, waitingCount: 10 });
    const going = Array.from({ length: 5 }, () => uid('go'));
    const waiting = Array.from({ length: 10 }, () => uid('wa'));
    const rsvp = (person: string, status: string, at: number) =>
      docs().set(`events/${eventId}/rsvps/${person}`, {
        uid: person,
        name: person,
        email: `${person}@race.test`,
        status,
        createdAt: new Date(at),
      });
    await Promise.all([
      ...going.map((p, i) => rsvp(p, 'going', 1000 + i)),
      ...waiting.map((p, i) => rsvp(p, 'waiting', 2000 + i)),
    ]);
    const outcomes = await settle(
      Array.from({ length: AT_ONCE }, (_, i) => cancelRsvp(ctxFor(going[i % 5]), { eventId })),
    );
    expect(accepted(outcomes)).toBe(5);
    expect(refusals(outcomes)).toEqual(['not-found']);
    const promoted = outcomes.flatMap((o) => (o.ok ? [(o.value as { promoted: string }).promoted] : []));
    expect(promoted.sort()).toEqual(waiting.slice(0, 5).sort());
    expect((await docs().get(`events/${eventId}`)).data).toMatchObject({ goingCount: 5, waitingCount: 5 });
    const statuses = await Promise.all(
      waiting.map(async (p) => (await docs().get(`events/${eventId}/rsvps/${p}`)).data?.status),
    );
    expect(statuses).toEqual([...Array(5).fill('going'), ...Array(5).fill('waiting')]);
  });

  it(`two administrators resolving one report, ${AT_ONCE} calls at once: resolved once, the pause agrees with the outcome`, async () => {
    const [first, second, reporter, reported] = [uid('ad'), uid('ad'), uid('ta'), uid('co')];
    await Promise.all([seedAdmin(first), seedAdmin(second)]);
    const reportId = uid('rep');
    await docs().set(`reports/${reportId}`, {
      id: reportId,
      conversationId: [reported, reporter].sort().join('_'),
      reporter,
      reporterName: 'T',
      reported,
      reportedName: 'C',
      reason: 'Spam',
      messages: [],
      status: 'open',
      createdAt: new Date(),
    });
    const outcomes = await settle(
      Array.from({ length: AT_ONCE }, (_, i) =>
        reportResolve(ctxFor(i % 2 === 0 ? first : second), { reportId, action: i % 2 === 0 ? 'block' : 'dismiss' }),
      ),
    );
    expect(accepted(outcomes)).toBe(1);
    expect(refusals(outcomes)).toEqual(['failed-precondition']);
    const status = (await docs().get(`reports/${reportId}`)).data!.status;
    expect((await docs().get(`inboxes/${reported}`)).data?.messagingBlocked === true).toBe(status === 'actioned');
  });

  it(`${AT_ONCE} reports of one conversation by its participant at once: one report, every caller gets its id`, async () => {
    const [company, talent] = [uid('co'), uid('ta')];
    await seedCompany(company);
    await seedTalent(talent);
    const { conversationId } = (await messageSend(ctxFor(company), { to: talent, text: 'Buy crypto?' })) as {
      conversationId: string;
    };
    const outcomes = await settle(
      Array.from({ length: AT_ONCE }, () => conversationReport(ctxFor(talent), { conversationId, reason: 'Spam' })),
    );
    expect(accepted(outcomes)).toBe(AT_ONCE);
    expect(new Set(outcomes.map((o) => (o.ok ? (o.value as { reportId: string }).reportId : o.code))).size).toBe(1);
    const reports = await docs().query({
      collection: 'reports',
      where: [{ field: 'reporter', op: '==', value: talent }],
    });
    expect(reports).toHaveLength(1);
  });
}
