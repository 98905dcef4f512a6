import type { JobSeekerCategory } from '@/constants/enums';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BackendError, ERROR_MESSAGES, ValidationError } from '@/services/errors';
import {
  createTalent,
  getTalent,
  getTalentSkills,
  listTalents,
  listTalentsByRole,
  listTalentsPage,
  listTalentsWhere,
  listTalentsWithSkill,
  subscribeTalent,
  updateTalent,
  type Talent,
} from '@/services/talents/talents';
import {
  anonymous,
  firstEvent,
  makeAdmin,
  putDoc,
  rawDoc,
  signUpActor,
  startServer,
  stopServer,
  type Actor,
  type LocalServer,
  waitForEvent,
} from './service-env';

// The vitest projects do not inherit the root timeouts; an engine start on a busy machine takes seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

let server: LocalServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await stopServer(server);
});

const signUpTalent = async (name = 'Ada Lovelace', role: JobSeekerCategory = 'Web Developer') => {
  const actor = (await signUpActor(server, 'talent')).use();
  const talent = await createTalent({ id: actor.uid, email: actor.email, name, role });
  return { actor, student: talent };
};

describe('createTalent', () => {
  it('writes exactly the SPEC fields (no profile when none is given) and returns the stored student', async () => {
    const actor = (await signUpActor(server, 'talent')).use();
    const before = Date.now();
    const talent = await createTalent({
      id: actor.uid,
      email: actor.email,
      name: '  Ada Lovelace ',
      role: 'Web Developer',
    });

    const stored = await rawDoc(server, `students/${actor.uid}`);
    // Plus the name's search terms, which the back office's name search looks in.
    expect(Object.keys(stored!).sort()).toEqual([
      'availability',
      'email',
      'id',
      'name',
      'nameTerms',
      'new',
      'role',
      'skills',
      'timestamp',
    ]);
    expect(stored).toMatchObject({
      id: actor.uid,
      email: actor.email,
      name: 'Ada Lovelace',
      availability: true,
      new: true,
      skills: [],
    });
    expect(stored!.nameTerms).toEqual([
      'a',
      'ad',
      'ada',
      'l',
      'lo',
      'lov',
      'love',
      'lovel',
      'lovela',
      'lovelac',
      'lovelace',
    ]);
    expect(stored!.timestamp).toBeInstanceOf(Date);

    expect(talent).toEqual({
      id: actor.uid,
      email: actor.email,
      name: 'Ada Lovelace',
      availability: true,
      timestamp: (stored!.timestamp as Date).getTime(),
      new: true,
      role: 'Web Developer',
      skills: [],
    });
    expect(talent.timestamp).toBeGreaterThanOrEqual(before - 5000);
  });

  it('writes the public card in the same batch: the student without email, flags and creation time', async () => {
    const actor = (await signUpActor(server, 'talent')).use();
    await createTalent({
      id: actor.uid,
      email: actor.email,
      name: 'Grace',
      role: 'Data Scientist',
      skills: [{ skill: 'Python' }],
      profile: { location: 'Accra', phone: '+233 20 000 0000' },
    });
    const card = await rawDoc(server, `talentCards/${actor.uid}`);
    expect(Object.keys(card!).sort()).toEqual(['availability', 'id', 'name', 'profile', 'role', 'skills', 'updatedAt']);
    expect(card).toMatchObject({
      id: actor.uid,
      name: 'Grace',
      availability: true,
      skills: [{ skill: 'Python' }],
      profile: { location: 'Accra' },
    });
    expect(card!.profile).not.toHaveProperty('phone');
  });

  it('writes profile and skills when given', async () => {
    const actor = (await signUpActor(server, 'talent')).use();
    await createTalent({
      id: actor.uid,
      email: actor.email,
      name: 'Grace',
      role: 'Data Scientist',
      skills: [{ skill: 'Python' }],
      profile: { location: 'Accra', experience: '1 - 3 years' },
    });
    expect(await rawDoc(server, `students/${actor.uid}`)).toMatchObject({
      skills: [{ skill: 'Python' }],
      profile: { location: 'Accra', experience: '1 - 3 years' },
    });
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', 'name: Required'],
    ['a numeric name', { name: 42 }, 'name', 'name: Enter a valid value.'],
    ['a missing email', { email: undefined }, 'email', 'email: Required'],
    ['a category outside the list', { role: 'Astronaut' }, 'role', undefined],
    [
      'a self-verified skill',
      { skills: [{ skill: 'React', verified: true }] },
      'skills.0.verified',
      'skills.0.verified: Unknown field',
    ],
  ])('rejects %s naming the field and writes nothing', async (_label, override, field, message) => {
    const actor = (await signUpActor(server, 'talent')).use();
    const input = { id: actor.uid, email: actor.email, name: 'Ada', role: 'Web Developer', ...override };
    const error = await createTalent(input as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).code).toBe('invalid-argument');
    expect((error as ValidationError).field).toBe(field);
    if (message) expect((error as ValidationError).message).toBe(message);
    expect(await rawDoc(server, `students/${actor.uid}`)).toBeUndefined();
  });

  it('rethrows the backend refusal when a talent writes someone else’s document', async () => {
    const other = await signUpActor(server, 'talent');
    (await signUpActor(server, 'talent')).use();
    await expect(
      createTalent({ id: other.uid, email: other.email, name: 'X', role: 'Accountant' }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('getTalent, getTalentSkills, subscribeTalent', () => {
  it('reads one student and its skills', async () => {
    const { actor } = await signUpTalent();
    await updateTalent(actor.uid, { skills: [{ skill: 'React' }, { skill: 'CSS' }] });
    expect(await getTalent(actor.uid)).toMatchObject({ id: actor.uid, name: 'Ada Lovelace' });
    expect(await getTalentSkills(actor.uid)).toEqual([{ skill: 'React' }, { skill: 'CSS' }]);
  });

  it("fails with 'User does not exist' for a missing student", async () => {
    // Its own id before sign-up finished: the only missing student a talent may ask about.
    const actor = (await signUpActor(server, 'talent')).use();
    for (const read of [() => getTalent(actor.uid), () => getTalentSkills(actor.uid), () => getTalent('')]) {
      const error = await read().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BackendError);
      expect(error).toMatchObject({ code: 'not-found', message: ERROR_MESSAGES.talentNotFound });
      expect((error as Error).message).toBe('User does not exist');
    }
  });

  it("live subscription reports 'User does not exist' when no document comes back", async () => {
    const actor = (await signUpActor(server, 'talent')).use();
    for (const id of [actor.uid, '']) {
      const event = await firstEvent<Talent>((onData, onError) => subscribeTalent(id, onData, onError));
      expect(event.data).toBeUndefined();
      expect(event.error).toMatchObject({ code: 'not-found', message: 'User does not exist' });
    }
  });

  it('live subscription delivers the student, then its updates', async () => {
    const { actor } = await signUpTalent();
    const live = waitForEvent<Talent>(
      (onData, onError) => subscribeTalent(actor.uid, onData, onError),
      (s) => s.availability === false,
    );
    await live.first;
    await updateTalent(actor.uid, { availability: false });
    const last = await live.done;
    expect(live.seen[0]).toMatchObject({ id: actor.uid, availability: true });
    expect(last).toMatchObject({ id: actor.uid, availability: false, name: 'Ada Lovelace' });
  });

  it('reads a malformed stored document without crashing', async () => {
    const actor = (await signUpActor(server, 'talent')).use();
    await putDoc(server, `students/${actor.uid}`, {
      name: 12,
      skills: 'React',
      timestamp: new Date('2026-01-01T00:00:00Z'),
    });
    expect(await getTalent(actor.uid)).toEqual({
      id: actor.uid,
      email: '',
      name: '',
      availability: false,
      timestamp: Date.parse('2026-01-01T00:00:00Z'),
      new: false,
      role: '',
      skills: [],
    });
  });
});

describe('updateTalent', () => {
  it('applies a partial payload and leaves the other fields alone', async () => {
    const { actor, student: talent } = await signUpTalent();
    await updateTalent(actor.uid, { name: 'Ada King', new: false, profile: { bio: 'Hello' } });
    expect(await rawDoc(server, `students/${actor.uid}`)).toMatchObject({
      name: 'Ada King',
      new: false,
      profile: { bio: 'Hello' },
      availability: true,
      role: 'Web Developer',
      email: actor.email,
    });
    expect((await getTalent(actor.uid)).timestamp).toBe(talent.timestamp);
  });

  it('rejects a wrongly typed or fixed field naming it, and writes nothing', async () => {
    const { actor } = await signUpTalent();
    const before = await rawDoc(server, `students/${actor.uid}`);
    const typed = await updateTalent(actor.uid, { name: 'Changed', availability: 'no' as never }).catch(
      (e: unknown) => e,
    );
    expect(typed).toMatchObject({ code: 'invalid-argument', field: 'availability' });
    expect((typed as Error).message).toBe('availability: Enter a valid value.');
    const fixed = await updateTalent(actor.uid, { id: 'someone-else' } as never).catch((e: unknown) => e);
    expect(fixed).toMatchObject({ code: 'invalid-argument', field: 'id', message: 'id: Unknown field' });
    expect(await rawDoc(server, `students/${actor.uid}`)).toEqual(before);
  });

  it('keeps the card equal to the public part of the profile on every update', async () => {
    const { actor } = await signUpTalent();
    await updateTalent(actor.uid, {
      name: 'Ada King',
      skills: [{ skill: 'Go' }],
      profile: { headline: 'Backend', phone: '+1 555 0100' },
    });
    expect(await rawDoc(server, `talentCards/${actor.uid}`)).toMatchObject({
      name: 'Ada King',
      skills: [{ skill: 'Go' }],
      profile: { headline: 'Backend' },
    });
    expect((await rawDoc(server, `talentCards/${actor.uid}`))!.profile).toEqual({ headline: 'Backend' });
    await updateTalent(actor.uid, { availability: false, profile: {} });
    expect(await rawDoc(server, `talentCards/${actor.uid}`)).toMatchObject({ availability: false, profile: {} });
  });

  it('follows the account email, refusing any other address', async () => {
    const { actor } = await signUpTalent();
    const card = await rawDoc(server, `talentCards/${actor.uid}`);
    await putDoc(server, `students/${actor.uid}`, {
      ...(await rawDoc(server, `students/${actor.uid}`)),
      email: 'old@service.test',
    });
    await updateTalent(actor.uid, { email: actor.email });
    expect((await getTalent(actor.uid)).email).toBe(actor.email);
    // Private keys only: the card is not rewritten.
    expect(await rawDoc(server, `talentCards/${actor.uid}`)).toEqual(card);
    // The former email opt-out is no field of the profile any more (notificationSettings/{uid} replaced it).
    await expect(updateTalent(actor.uid, { optedOutOfEmail: true } as never)).rejects.toMatchObject({
      field: 'optedOutOfEmail',
    });
    await expect(updateTalent(actor.uid, { email: 'someone@else.test' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await getTalent(actor.uid)).email).toBe(actor.email);
  });

  it('companies and other talents cannot read a student document (contact details)', async () => {
    const { actor } = await signUpTalent();
    (await signUpActor(server, 'company')).use();
    await expect(getTalent(actor.uid)).rejects.toMatchObject({ code: 'permission-denied' });
    (await signUpActor(server, 'talent')).use();
    await expect(getTalent(actor.uid)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('rethrows the refusal to update a missing student and creates nothing', async () => {
    const actor = (await signUpActor(server, 'talent')).use();
    await expect(updateTalent(actor.uid, { name: 'X' })).rejects.toBeInstanceOf(BackendError);
    expect(await rawDoc(server, `students/${actor.uid}`)).toBeUndefined();
  });
});

describe('student lists', () => {
  const base = Date.parse('2026-05-01T00:00:00Z');
  const ids: string[] = [];
  let viewer: Actor;

  beforeAll(async () => {
    // 23 back-dated students in two categories (privileged writes: clients cannot choose their creation time).
    for (let i = 0; i < 23; i++) {
      const id = `list-${String(i).padStart(2, '0')}`;
      ids.push(id);
      await putDoc(server, `students/${id}`, {
        id,
        email: `${id}@list.test`,
        name: `Lister ${i}`,
        availability: i % 3 !== 0,
        timestamp: new Date(base + i * 60_000),
        new: false,
        role: i % 2 === 0 ? 'Copywriter' : 'Photographer',
        skills:
          i === 4
            ? [{ skill: 'Lightroom', verified: true }]
            : i === 5
              ? [{ skill: 'Lightroom' }]
              : [{ skill: 'Lightroom Classic' }],
      });
    }
    // Only administrators list students (companies discover talents through their cards).
    viewer = await makeAdmin(server, await signUpActor(server, 'admin'), 'Admin');
  });

  const listed = (talents: Talent[]) => talents.filter((s) => s.id.startsWith('list-')).map((s) => s.id);
  const newestFirst = () => [...ids].reverse();

  it('lists all students ordered by timestamp, newest first', async () => {
    viewer.use();
    const all = await listTalents();
    expect(listed(all)).toEqual(newestFirst());
    const times = all.map((s) => s.timestamp ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages with a cursor: every student exactly once, in timestamp order, last page has no cursor', async () => {
    viewer.use();
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await listTalentsPage({ pageSize: 5, after });
      expect(page.items.length).toBeLessThanOrEqual(5);
      seen.push(...page.items.map((s) => s.id));
      after = page.nextCursor ?? undefined;
      pages++;
    } while (after && pages < 100);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => id.startsWith('list-'))).toEqual(newestFirst());
    const total = (await listTalents()).length;
    expect(seen).toHaveLength(total);
    expect(pages).toBe(Math.ceil(total / 5));
  });

  it('pages within a category using the role index, each page costing pageSize + 1 reads', async () => {
    viewer.use();
    const copywriters = newestFirst().filter((id) => Number(id.slice(5)) % 2 === 0);
    const first = await viewer.backend.reads.measure(() => listTalentsPage({ role: 'Copywriter', pageSize: 5 }));
    expect(first.reads).toBe(6);
    const seen = first.result.items.map((s) => s.id);
    let after = first.result.nextCursor;
    while (after) {
      const page = await listTalentsPage({ role: 'Copywriter', pageSize: 5, after });
      seen.push(...page.items.map((s) => s.id));
      after = page.nextCursor;
    }
    expect(seen).toEqual(copywriters);
  });

  it('rejects a foreign cursor and a bad page size naming the option', async () => {
    viewer.use();
    await expect(listTalentsPage({ after: 'not-a-cursor' })).rejects.toMatchObject({
      code: 'invalid-argument',
      field: 'after',
    });
    await expect(listTalentsPage({ pageSize: 0 })).rejects.toMatchObject({ field: 'pageSize' });
  });

  it('lists by role: the newest 5 only', async () => {
    viewer.use();
    const photographers = await listTalentsByRole('Photographer');
    expect(photographers.map((s) => s.id)).toEqual(
      newestFirst()
        .filter((id) => Number(id.slice(5)) % 2 === 1)
        .slice(0, 5),
    );
  });

  it('lists where a field equals a value', async () => {
    viewer.use();
    const unavailable = await listTalentsWhere('availability', false);
    expect(listed(unavailable).sort()).toEqual(ids.filter((_, i) => i % 3 === 0).sort());
    expect(unavailable.every((s) => s.availability === false)).toBe(true);
    expect((await listTalentsWhere('email', 'list-07@list.test')).map((s) => s.id)).toEqual(['list-07']);
  });

  it('lists students whose skills contain a skill, verified or not, and no near matches', async () => {
    viewer.use();
    const found = await listTalentsWithSkill('Lightroom');
    expect(found.map((s) => s.id).sort()).toEqual(['list-04', 'list-05']);
    await expect(listTalentsWithSkill('')).rejects.toMatchObject({ field: 'skill' });
  });

  it('refuses student lists to anyone but an administrator', async () => {
    (await signUpActor(server, 'talent')).use();
    await expect(listTalentsPage({})).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(listTalentsByRole('Photographer')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('rethrows database errors to the caller (signed-out reads are refused)', async () => {
    anonymous(server);
    await expect(listTalents()).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(listTalentsPage({})).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getTalent('list-01')).rejects.toMatchObject({ code: 'permission-denied' });
    const event = await firstEvent<Talent>((onData, onError) => subscribeTalent('list-01', onData, onError));
    expect(event.error).toMatchObject({ code: 'permission-denied' });
  });
});
