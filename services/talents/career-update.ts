/**
 * What a profile save adds when it renames the talent or carries work history or education: the entries checked
 * against their schema (the career-save operation checks them again and stores them with the words discovery finds
 * the talent by), and the back office's name search words of a new name. Loaded with such a save only: talents.ts
 * is on every talent screen (the profile's cache keys), the entries' schema and search words need not be.
 */
import { stripUndefined, validateInput } from '../schemas/common';
import { careerPatchSchema } from '../schemas/profile-entries';
import type { CareerEntries, UpdateTalentInput } from '../schemas/talent';
import { talentNameTerms } from '../search/career-terms';
import { sameValue } from './profile-save';

export const validCareer = (entries: CareerEntries): CareerEntries =>
  stripUndefined(validateInput(careerPatchSchema, entries));

/** A new name is found under its new words by the back office's name search (`nameTerms`, private). */
export function searchTermsAfter(stored: Record<string, unknown>, patch: UpdateTalentInput): Record<string, string[]> {
  if (patch.name === undefined) return {};
  return { nameTerms: talentNameTerms(patch.name, stored.workHistory, stored.education) };
}

/** Whether the entries differ from the stored ones (the form sends them with every save). */
export const careerChanged = (stored: Record<string, unknown>, entries: CareerEntries): boolean =>
  Object.entries(entries).some(([key, value]) => !sameValue(value, stored[key] ?? []));
