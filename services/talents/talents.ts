/** Talents (the `students` collection), SPEC sections 7 and 8, written against the backend port only. */
import { TALENTS_BY_ROLE_LIMIT } from '../../constants/enums';
import { getBackend } from '../backend/backend';
import type { DocSnapshot, QuerySpec, Unsubscribe } from '../backend/types';
import { STUDENTS, newTalentDoc, talentFromSnapshot, talentPath } from '../converters/talent-converter';
import { cardFromTalentData, talentCardPath } from '../converters/talent-card-converter';
import { ValidationError, rethrowNotFound, talentNotFound } from '../errors';
import { queryAll, queryPage, type Page } from '../pagination';
import { subscribeDoc } from '../live-doc';
import { isDocId } from '../schemas/doc-id';
import type { CreateTalentInput, Skill, Talent, TalentFilterField, UpdateTalentInput } from '../schemas/talent';
import { PRIVATE_TALENT_KEYS } from '../schemas/talent-constants';
import { validateLazily } from '../schemas/validate-lazily';
import { saveParts } from './profile-save';

export type { Talent, Skill, CreateTalentInput, UpdateTalentInput, TalentFilterField };

const TALENT_PAGE_SIZE = 20;
const TALENT_PAGE_SIZE_MAX = 100;

/** Newest first: what every list screen shows; served by the `role asc, timestamp desc` composite index too. */
const BY_NEWEST = [{ field: 'timestamp', direction: 'desc' as const }];

const toTalents = (snaps: DocSnapshot[]) => snaps.map(talentFromSnapshot);

export async function createTalent(input: CreateTalentInput): Promise<Talent> {
  const valid = await validateLazily(
    import('../schemas/talent').then((m) => m.createTalentInputSchema),
    input,
  );
  const backend = await getBackend();
  const doc = newTalentDoc(valid);
  // The public card is written in the same batch: the rules compare it with the student document after the write.
  await backend.docs.batch([
    { type: 'set', path: talentPath(valid.id), data: doc },
    { type: 'set', path: talentCardPath(valid.id), data: cardFromTalentData(doc) },
  ]);
  // Read back so the caller gets the server-assigned timestamp (one read, once per sign-up).
  return getTalent(valid.id);
}

export async function getTalent(id: string): Promise<Talent> {
  if (!isDocId(id)) throw talentNotFound();
  const backend = await getBackend();
  const snap = await backend.docs.get(talentPath(id));
  if (!snap.exists) throw talentNotFound();
  return talentFromSnapshot(snap);
}

/** Live student; `onError` gets 'User does not exist' when the document is missing (or later deleted). */
export function subscribeTalent(
  id: string,
  onData: (talent: Talent) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeDoc(isDocId(id) ? talentPath(id) : null, talentFromSnapshot, talentNotFound, onData, onError);
}

/** Keys a card does not carry: a patch of only these leaves the card as it is. */
const CARDLESS_KEYS: readonly string[] = [...PRIVATE_TALENT_KEYS];

/**
 * Partial update; `profile` and `skills`, when given, replace the stored ones. An empty patch writes nothing.
 * A change to anything public rewrites the talent's card in the same batch, from the stored document plus the
 * patch (one read), so the card never drifts from the profile; a save of several costly parts at once is written
 * part by part (./profile-save.ts says why). Changed work history or education entries go last, to the server's
 * career-save operation, which stores them with the words discovery finds the talent by.
 */
export async function updateTalent(id: string, patch: UpdateTalentInput): Promise<void> {
  if (!isDocId(id)) throw new ValidationError([{ field: 'id', message: 'Required' }]);
  const { workHistory, education, ...rest } = patch;
  const careerGiven = workHistory !== undefined || education !== undefined;
  // The entries' schema and the search words load with a save that needs them (./career-update.ts says why).
  const career = careerGiven || rest.name !== undefined ? await import('./career-update') : null;
  const valid: UpdateTalentInput = await validateLazily(
    import('../schemas/talent').then((m) => m.updateTalentInputSchema),
    rest,
  );
  const entries = careerGiven && career ? career.validCareer({ workHistory, education }) : {};
  if (Object.keys(valid).length === 0 && Object.keys(entries).length === 0) return;
  const backend = await getBackend();
  const notFound = (error: unknown) => rethrowNotFound(error, talentNotFound);
  if (Object.keys(entries).length === 0 && Object.keys(valid).every((key) => CARDLESS_KEYS.includes(key))) {
    await backend.docs.update(talentPath(id), valid).catch(notFound);
    return;
  }
  const snap = await backend.docs.get(talentPath(id));
  if (!snap.exists || !snap.data) throw talentNotFound();
  const data = { ...valid, ...career?.searchTermsAfter(snap.data, valid) };
  let current: Record<string, unknown> = snap.data;
  for (const part of saveParts(snap.data, data)) {
    current = { ...current, ...part };
    await backend.docs
      .batch([
        { type: 'update', path: talentPath(id), data: part },
        { type: 'set', path: talentCardPath(id), data: cardFromTalentData(current) },
      ])
      .catch(notFound);
  }
  if (career?.careerChanged(snap.data, entries)) await backend.callTrusted('career-save', entries);
}

/** Every student, newest first (fetched in bounded chunks). Screens use `listTalentsPage`. */
export async function listTalents(): Promise<Talent[]> {
  const backend = await getBackend();
  return toTalents(await queryAll(backend.docs, { collection: STUDENTS, orderBy: BY_NEWEST }));
}

export async function listTalentsPage(
  opts: { pageSize?: number; after?: string; role?: string } = {},
): Promise<Page<Talent>> {
  const pageSize = opts.pageSize ?? TALENT_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > TALENT_PAGE_SIZE_MAX) {
    throw new ValidationError([
      { field: 'pageSize', message: `Must be a whole number from 1 to ${TALENT_PAGE_SIZE_MAX}` },
    ]);
  }
  const spec: QuerySpec = {
    collection: STUDENTS,
    ...(opts.role !== undefined ? { where: [{ field: 'role', op: '==', value: opts.role }] } : {}),
    orderBy: BY_NEWEST,
  };
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(backend.docs, spec, pageSize, opts.after);
  return { items: toTalents(snaps), nextCursor };
}

export async function listTalentsWhere<K extends TalentFilterField>(field: K, value: Talent[K]): Promise<Talent[]> {
  const backend = await getBackend();
  return toTalents(await queryAll(backend.docs, { collection: STUDENTS, where: [{ field, op: '==', value }] }));
}

/** SPEC section 9: the newest five of a category. */
export async function listTalentsByRole(role: string): Promise<Talent[]> {
  const backend = await getBackend();
  const snaps = await backend.docs.query({
    collection: STUDENTS,
    where: [{ field: 'role', op: '==', value: role }],
    orderBy: BY_NEWEST,
    limit: TALENTS_BY_ROLE_LIMIT,
  });
  return toTalents(snaps);
}

/**
 * Skills are stored as objects and array membership compares whole objects, so a talent whose skill is verified
 * holds `{ skill, verified: true }`, not `{ skill }`. One `array-contains-any` over every stored form of the
 * entry finds them all without a denormalised field.
 */
export async function listTalentsWithSkill(skill: string): Promise<Talent[]> {
  const { skill: name } = await validateLazily(
    import('../schemas/talent').then((m) => m.skillQuerySchema),
    { skill },
  );
  const forms: Skill[] = [{ skill: name }, { skill: name, verified: true }, { skill: name, verified: false }];
  const backend = await getBackend();
  const spec: QuerySpec = {
    collection: STUDENTS,
    where: [{ field: 'skills', op: 'array-contains-any', value: forms }],
  };
  return toTalents(await queryAll(backend.docs, spec));
}

export async function getTalentSkills(id: string): Promise<Skill[]> {
  return (await getTalent(id)).skills;
}
