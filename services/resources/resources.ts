/**
 * Learning resources. Administrators write (the rules refuse anyone else); every signed-in user reads.
 * Every list is one query in the administrators' order, filtered by one facet match (see schemas/resource.ts).
 */
import { getBackend } from '../backend/backend';
import type { WhereClause } from '../backend/types';
import {
  RESOURCES,
  newResourceDoc,
  resourceFields,
  resourceFromSnapshot,
  resourcePath,
} from '../converters/resource-converter';
import { BackendError, ValidationError } from '../errors';
import { queryPage, type Page } from '../pagination';
import { isDocId } from '../schemas/doc-id';
import type { Resource, ResourceFilters, ResourceInput } from '../schemas/resource';
import { facetsFor, skillFacet } from '../schemas/resource-constants';
import { validateLazily } from '../schemas/validate-lazily';

export type { Resource, ResourceFilters, ResourceInput };
export const RESOURCE_PAGE_SIZE = 20;
const IN_ORDER = [{ field: 'order', direction: 'asc' as const }];

const notFound = () => new BackendError('not-found', 'This resource no longer exists.');
const requireId = (id: string) => {
  if (!isDocId(id)) throw new ValidationError([{ field: 'id', message: 'Required' }]);
};

export function resourcesWhere(filters: ResourceFilters): WhereClause[] {
  const where: WhereClause[] = [];
  const facets = facetsFor(filters);
  if (facets)
    where.push(
      facets.length === 1
        ? { field: 'facets', op: 'array-contains', value: facets[0] }
        : { field: 'facets', op: 'array-contains-any', value: facets },
    );
  if (filters.type) where.push({ field: 'type', op: '==', value: filters.type });
  return where;
}

export async function listResources(
  opts: { filters?: ResourceFilters; cursor?: string; pageSize?: number } = {},
): Promise<Page<Resource>> {
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(
    backend.docs,
    { collection: RESOURCES, where: resourcesWhere(opts.filters ?? {}), orderBy: IN_ORDER },
    opts.pageSize ?? RESOURCE_PAGE_SIZE,
    opts.cursor,
  );
  return { items: snaps.map(resourceFromSnapshot), nextCursor };
}

/** A few resources for one skill (e.g. under a failed assessment's result), no cursor. */
export async function listResourcesForSkill(skill: string, limit = 3): Promise<Resource[]> {
  if (!skill.trim()) return [];
  const backend = await getBackend();
  const where: WhereClause[] = [{ field: 'facets', op: 'array-contains', value: skillFacet(skill) }];
  const snaps = await backend.docs.query({ collection: RESOURCES, where, orderBy: IN_ORDER, limit });
  return snaps.map(resourceFromSnapshot);
}

export async function getResource(id: string): Promise<Resource> {
  requireId(id);
  const backend = await getBackend();
  const snap = await backend.docs.get(resourcePath(id));
  if (!snap.exists) throw notFound();
  return resourceFromSnapshot(snap);
}

/** New resources go to the end of the list (their position is the creation time; move them up from there). */
export async function createResource(input: ResourceInput, now = Date.now()): Promise<Resource> {
  const valid = await validateLazily(
    import('../schemas/resource').then((m) => m.resourceInputSchema),
    input,
  );
  const backend = await getBackend();
  const id = backend.docs.newId();
  await backend.docs.set(resourcePath(id), newResourceDoc(valid, now));
  return getResource(id);
}

export async function updateResource(id: string, input: ResourceInput): Promise<Resource> {
  requireId(id);
  const valid = await validateLazily(
    import('../schemas/resource').then((m) => m.resourceInputSchema),
    input,
  );
  const backend = await getBackend();
  await backend.docs.update(resourcePath(id), resourceFields(valid)).catch((error: unknown) => {
    if (error instanceof BackendError && error.code === 'not-found') throw notFound();
    throw error;
  });
  return getResource(id);
}

export async function deleteResource(id: string): Promise<void> {
  requireId(id);
  const backend = await getBackend();
  await backend.docs.delete(resourcePath(id));
}

/**
 * Swaps the resource's position with its neighbour in the whole list (not only the page shown): one batch, so
 * a failure leaves both where they were. Returns false when it is already first (or last).
 */
export async function moveResource(id: string, direction: 'up' | 'down'): Promise<boolean> {
  const current = await getResource(id);
  const backend = await getBackend();
  const [neighbour] = await backend.docs.query({
    collection: RESOURCES,
    where: [{ field: 'order', op: direction === 'up' ? '<' : '>', value: current.order }],
    orderBy: [{ field: 'order', direction: direction === 'up' ? 'desc' : 'asc' }],
    limit: 1,
  });
  if (!neighbour) return false;
  const other = resourceFromSnapshot(neighbour);
  await backend.docs.batch([
    { type: 'update', path: resourcePath(current.id), data: { order: other.order } },
    { type: 'update', path: resourcePath(other.id), data: { order: current.order } },
  ]);
  return true;
}
