/** talentCards/{uid}: the card is derived from the stored student document, and read back leniently. */
import { serverTimestamp, type DocSnapshot, type DocumentData } from '../backend/types';
import type { TalentProfile } from '../schemas/talent';
import { PRIVATE_TALENT_KEYS, PUBLIC_PROFILE_KEYS } from '../schemas/talent-constants';
import type { TalentCard } from '../schemas/talent-card';
import { omitUndefined, readList, readLooseObject, readOr, toMillis } from './lenient';
import { isPlainObject, bool, text } from './read';
import { verifiedSkillsFrom } from './assessment-converter';
import { readEntries } from './profile-entries-converter';
import { profileReaders, storedSkill } from './talent-converter';

export const TALENT_CARDS = 'talentCards';
export const talentCardPath = (id: string) => `${TALENT_CARDS}/${id}`;

export function talentCardFromSnapshot(snap: DocSnapshot): TalentCard {
  const data = isPlainObject(snap.data) ? snap.data : {};
  return omitUndefined({
    id: snap.id,
    name: readOr(text, data.name, ''),
    availability: readOr(bool, data.availability, false),
    role: readOr(text, data.role, ''),
    skills: readList(storedSkill, data.skills),
    profile: readLooseObject(profileReaders, data.profile) as TalentProfile | undefined,
    ...readEntries(data),
    updatedAt: toMillis(data.updatedAt),
    verifiedSkills: data.verifiedSkills === undefined ? undefined : verifiedSkillsFrom(data.verifiedSkills),
  });
}

/**
 * The card for a student document as stored (raw data, not the lenient read: the rules compare the two
 * documents key by key). Every key is copied except the private ones; a key added to students later is refused
 * on the card by the rules until it is declared public there or private in PRIVATE_TALENT_KEYS. Of the profile,
 * only the public allow-listed keys (PUBLIC_PROFILE_KEYS): a key stored before the allow-list never reaches a card.
 */
export function cardFromTalentData(talent: DocumentData): DocumentData {
  const card: DocumentData = {};
  for (const [key, value] of Object.entries(talent)) {
    if ((PRIVATE_TALENT_KEYS as readonly string[]).includes(key)) continue;
    if (key === 'profile' && isPlainObject(value)) {
      card.profile = Object.fromEntries(Object.entries(value).filter(([k]) => PUBLIC_PROFILE_KEYS.includes(k)));
    } else card[key] = value;
  }
  card.updatedAt = serverTimestamp();
  return card;
}
