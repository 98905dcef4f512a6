/** resources/{id}: stored document <-> Resource. Reads are lenient (see ./lenient.ts), writes strict. */
import { JOB_SEEKER_CATEGORIES } from '../../constants/enums';
import { serverTimestamp, type DocSnapshot, type DocumentData } from '../backend/types';
import type { Resource, ValidResourceInput } from '../schemas/resource';
import { RESOURCE_TYPES, resourceFacets } from '../schemas/resource-constants';
import { readList, readOr, toMillis } from './lenient';
import { isPlainObject, bool, number, oneOf, text, webUrl } from './read';

export const RESOURCES = 'resources';
export const resourcePath = (id: string) => `${RESOURCES}/${id}`;

export function resourceFromSnapshot(snap: DocSnapshot): Resource {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return {
    id: snap.id,
    title: readOr(text, d.title, ''),
    // A stored link that is not http(s) is dropped: it would become a link on a talent's screen.
    url: readOr(webUrl, d.url, ''),
    type: readOr(oneOf(RESOURCE_TYPES), d.type, 'article'),
    skills: readList(text, d.skills),
    skillKeys: readList(text, d.skillKeys),
    categories: readList(oneOf(JOB_SEEKER_CATEGORIES), d.categories),
    description: readOr(text, d.description, ''),
    free: readOr(bool, d.free, true),
    order: readOr(number, d.order, 0),
    createdAt: toMillis(d.createdAt),
    updatedAt: toMillis(d.updatedAt),
  };
}

/** The stored fields derived from the form: the lower-cased skills and the filter facets. */
export function resourceFields(input: ValidResourceInput): DocumentData {
  return {
    ...input,
    skillKeys: input.skills.map((s) => s.toLowerCase()),
    facets: resourceFacets(input),
    updatedAt: serverTimestamp(),
  };
}

export function newResourceDoc(input: ValidResourceInput, order: number): DocumentData {
  return { ...resourceFields(input), order, createdAt: serverTimestamp() };
}
