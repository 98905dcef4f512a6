/**
 * Talent discovery against the local backend with the policy enforced: companies list the public cards
 * of available talents by category and skill, verified skills first, and see a talent's contact only through an
 * application to one of their jobs.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyToJob, findApplicationFromTalent } from '@/services/applications/applications';
import { backfillTalentCards } from '@/server/migrations/talent-cards';
import {
  getTalentCard,
  listTalentCardsByRole,
  listTalentCardsPage,
  skillSpellings,
  type TalentCard,
} from '@/services/talents/talent-cards';
import { companyWithJob, signUpCompany, signUpTalent } from './job-fixtures';
import {
  putDoc,
  rawDoc,
  signUpActor,
  startServer,
  stopServer,
  verifyActorEmail,
  type Actor,
  type LocalServer,
} from './service-env';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

let server: LocalServer;
let company: Actor;
const base = Date.parse('2026-06-01T00:00:00Z');
// A category and skill nobody else in this server uses, so other tests' cards do not interfere.
const ROLE = 'Technical Customer Support';
const SKILL = 'Zendesk';

/** Back-dated cards (privileged writes): `i` minutes after base, so a higher index is more recent. */
async function putCard(i: number, extra: Partial<TalentCard> & { skills?: unknown[] } = {}) {
  const id = `card-${String(i).padStart(2, '0')}`;
  await putDoc(server, `talentCards/${id}`, {
    id,
    name: `Card ${i}`,
    availability: true,
    role: ROLE,
    skills: [{ skill: 'Other' }],
    updatedAt: new Date(base + i * 60_000),
    ...extra,
  });
  return id;
}

const ids = (cards: TalentCard[]) => cards.map((c) => c.id);

beforeAll(async () => {
  server = await startServer();
  // 0-9: verified Zendesk on the even ones, plain Zendesk on 1, 3, 5, explicitly unverified on 7; 9 unavailable;
  // 10-11: other category with Zendesk.
  for (let i = 0; i < 10; i++) {
    const skill =
      i % 2 === 0 ? { skill: SKILL, verified: true } : i === 7 ? { skill: SKILL, verified: false } : { skill: SKILL };
    await putCard(i, { skills: [skill, { skill: 'Other' }], availability: i !== 9 });
  }
  await putCard(10, { role: 'Copywriter', skills: [{ skill: SKILL }] });
  await putCard(11, { role: 'Copywriter', skills: [{ skill: SKILL, verified: true }] });
  company = await signUpCompany(server, 'Discovery Co');
});

afterAll(async () => {
  await stopServer(server);
});

describe('listTalentCardsPage', () => {
  it('lists available talents of a category, recently updated first, 20 per page', async () => {
    company.use();
    const page = await listTalentCardsPage({ filters: { role: ROLE } });
    expect(ids(page.items)).toEqual([
      'card-08',
      'card-07',
      'card-06',
      'card-05',
      'card-04',
      'card-03',
      'card-02',
      'card-01',
      'card-00',
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it('with a skill, lists the verified first, then the rest, across pages with one cursor', async () => {
    company.use();
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await listTalentCardsPage({ filters: { role: ROLE, skill: SKILL }, pageSize: 2, after });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...ids(page.items));
      after = page.nextCursor ?? undefined;
      pages++;
    } while (after && pages < 20);
    expect(seen).toEqual([
      'card-08',
      'card-06',
      'card-04',
      'card-02',
      'card-00',
      'card-07',
      'card-05',
      'card-03',
      'card-01',
    ]);
    expect(pages).toBe(5);
  });

  it('ends without an empty page when the verified talents fill the last page exactly', async () => {
    company.use();
    const first = await listTalentCardsPage({ filters: { role: 'Copywriter', skill: SKILL }, pageSize: 1 });
    expect(ids(first.items)).toEqual(['card-11']);
    const second = await listTalentCardsPage({
      filters: { role: 'Copywriter', skill: SKILL },
      pageSize: 1,
      after: first.nextCursor!,
    });
    expect(ids(second.items)).toEqual(['card-10']);
    expect(second.nextCursor).toBeNull();
  });

  it('finds a skill whatever its case, and no near matches', async () => {
    company.use();
    expect(skillSpellings('node.js')).toEqual(['node.js', 'Node.js', 'NODE.JS']);
    expect(skillSpellings('ui design')).toEqual(['ui design', 'Ui Design', 'Ui design', 'UI DESIGN']);
    const page = await listTalentCardsPage({ filters: { role: ROLE, skill: SKILL.toLowerCase() } });
    expect(ids(page.items)).toEqual([
      'card-08',
      'card-06',
      'card-04',
      'card-02',
      'card-00',
      'card-07',
      'card-05',
      'card-03',
      'card-01',
    ]);
    expect((await listTalentCardsPage({ filters: { role: ROLE, skill: 'Zen' } })).items).toEqual([]);
  });

  it('filters by skill across categories', async () => {
    company.use();
    const page = await listTalentCardsPage({ filters: { skill: SKILL } });
    expect(ids(page.items).slice(0, 6)).toEqual(['card-11', 'card-08', 'card-06', 'card-04', 'card-02', 'card-00']);
    expect(ids(page.items)).toHaveLength(11);
  });

  it('filters by the country on the profile, alone and with a category and a skill', async () => {
    await putCard(20, { role: 'Photographer', profile: { country: 'GH' } });
    await putCard(21, {
      role: 'Photographer',
      profile: { country: 'GH' },
      skills: [{ skill: 'Lightroom', verified: true }],
    });
    await putCard(22, { role: 'Photographer', profile: { country: 'TG' }, skills: [{ skill: 'Lightroom' }] });
    await putCard(23, { role: 'Photographer', profile: { country: 'GH' }, availability: false });
    company.use();
    expect(ids((await listTalentCardsPage({ filters: { country: 'GH' } })).items)).toEqual(['card-21', 'card-20']);
    expect(
      ids((await listTalentCardsPage({ filters: { country: 'GH', role: 'Photographer', skill: 'Lightroom' } })).items),
    ).toEqual(['card-21']);
    expect(ids((await listTalentCardsPage({ filters: { country: 'TG', skill: 'Lightroom' } })).items)).toEqual([
      'card-22',
    ]);
  });

  it('rejects a filter outside the lists and a foreign cursor, naming them', async () => {
    company.use();
    await expect(listTalentCardsPage({ filters: { role: 'Astronaut' as never } })).rejects.toMatchObject({
      field: 'role',
    });
    await expect(listTalentCardsPage({ filters: { country: 'Ghana' } })).rejects.toMatchObject({ field: 'country' });
    await expect(listTalentCardsPage({ after: 'verified:x' })).rejects.toMatchObject({ field: 'after' });
  });

  it('is refused to talents', async () => {
    (await signUpActor(server, 'talent')).use();
    await expect(listTalentCardsPage({ filters: { role: ROLE } })).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('listTalentCardsByRole', () => {
  it('gives the five most recently updated available talents of a category', async () => {
    company.use();
    expect(ids(await listTalentCardsByRole(ROLE))).toEqual(['card-08', 'card-07', 'card-06', 'card-05', 'card-04']);
  });
});

describe('getTalentCard and the contact through an application', () => {
  it('shows a company the card without contact, and the contact once the talent applies to its job', async () => {
    const talent = await signUpTalent(server, 'Contact Talent', {
      phone: '+44 20 0000 0000',
      headline: 'Support lead',
    });
    const { company: employer, job } = await companyWithJob(server);
    const card = await getTalentCard(talent.uid);
    expect(card).toMatchObject({ id: talent.uid, name: 'Contact Talent', profile: { headline: 'Support lead' } });
    expect(JSON.stringify(card)).not.toContain('+44');
    expect(JSON.stringify(card)).not.toContain(talent.email);
    expect(await findApplicationFromTalent(employer.uid, talent.uid)).toBeNull();

    talent.use();
    await verifyActorEmail(server, talent);
    await applyToJob({ jobId: job.id });
    employer.use();
    expect(await findApplicationFromTalent(employer.uid, talent.uid)).toMatchObject({
      talentEmail: talent.email,
      talentPhone: '+44 20 0000 0000',
    });
    // Another company still sees no application, and cannot ask about the first company's.
    const other = await signUpCompany(server, 'Other Co');
    expect(await findApplicationFromTalent(other.uid, talent.uid)).toBeNull();
    await expect(findApplicationFromTalent(employer.uid, talent.uid)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('answers not-found for a missing card and refuses other talents', async () => {
    const talent = await signUpTalent(server, 'Private Talent');
    company.use();
    await expect(getTalentCard('no-such-talent')).rejects.toMatchObject({ code: 'not-found' });
    (await signUpActor(server, 'talent')).use();
    await expect(getTalentCard(talent.uid)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('backfillTalentCards', () => {
  it('gives students written before cards existed their card, without contact, once', async () => {
    const joined = new Date('2025-01-01T00:00:00Z');
    await putDoc(server, 'students/legacy-1', {
      id: 'legacy-1',
      email: 'legacy@x.test',
      name: 'Legacy One',
      availability: true,
      timestamp: joined,
      new: false,
      role: 'Copywriter',
      skills: [{ skill: 'SEO' }],
      profile: { phone: '+1 555', headline: 'Words' },
    });
    expect(await rawDoc(server, 'talentCards/legacy-1')).toBeUndefined();
    expect(await backfillTalentCards(server.engine.serverDocuments)).toBe(1);
    expect(await rawDoc(server, 'talentCards/legacy-1')).toEqual({
      id: 'legacy-1',
      name: 'Legacy One',
      availability: true,
      role: 'Copywriter',
      skills: [{ skill: 'SEO' }],
      profile: { headline: 'Words' },
      updatedAt: joined,
    });
    expect(await backfillTalentCards(server.engine.serverDocuments)).toBe(0);
  });
});
