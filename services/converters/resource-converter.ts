/** resources/{id}: stored document <-> Resource. Reads are lenient (see ./lenient.ts), writes strict. */
import { JOB_SEEKER_CATEGORIES } from '../../constants/enums';
import { serverTimestamp, type DocSnapshot, type DocumentData } from '../backend/types';
import { RESOURCE_TYPES, resourceFacets, type Resource, type ValidResourceInput } from '../schemas/resource';
import { webUrlSchema } from '../schemas/common';
import { z } from 'zod/mini';
import { isPlainObject, readList, readOr, toMillis } from './lenient';

export const RESOURCES = 'resources';
export const resourcePath = (id: string) => `${RESOURCES}/${id}`;

const str = z.string();

export function resourceFromSnapshot(snap: DocSnapshot): Resource {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return {
    id: snap.id,
    title: readOr(str, d.title, ''),
    // A stored link that is not http(s) is dropped: it would become a link on a talent's screen.
    url: readOr(webUrlSchema, d.url, ''),
    type: readOr(z.enum(RESOURCE_TYPES), d.type, 'article'),
    skills: readList(str, d.skills),
    skillKeys: readList(str, d.skillKeys),
    categories: readList(z.enum(JOB_SEEKER_CATEGORIES), d.categories),
    description: readOr(str, d.description, ''),
    free: readOr(z.boolean(), d.free, true),
    order: readOr(z.number(), d.order, 0),
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
