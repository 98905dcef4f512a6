/**
 * What a profile save adds when it renames the talent or carries work history or education: the entries checked
 * against their schema, and the words the talent is then found under. Loaded with such a save only: talents.ts is
 * on every talent screen (the profile's cache keys), the entries' schema and search words need not be.
 */
import { validateInput } from '../schemas/common';
import { careerPatchSchema } from '../schemas/profile-entries';
import type { CareerEntries, UpdateTalentInput } from '../schemas/talent';
import { careerTerms, talentNameTerms } from '../search/career-terms';

export const validCareer = (entries: CareerEntries): CareerEntries => validateInput(careerPatchSchema, entries);

/**
 * A new name or a changed work history or education is found under its new words: by the back office's name
 * search (`nameTerms`, private) and by discovery's keyword search (`careerTerms`, on the card too).
 */
export function searchTermsAfter(stored: Record<string, unknown>, patch: UpdateTalentInput): Record<string, string[]> {
  const careerChanged = patch.workHistory !== undefined || patch.education !== undefined;
  if (patch.name === undefined && !careerChanged) return {};
  const next = { ...stored, ...patch };
  const terms: Record<string, string[]> = {
    nameTerms: talentNameTerms(String(next.name ?? ''), next.workHistory, next.education),
  };
  if (careerChanged) terms.careerTerms = careerTerms(next.workHistory, next.education);
  return terms;
}
