import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RESOURCE_PAGE_SIZE,
  createResource,
  deleteResource,
  listResources,
  listResourcesForSkill,
  moveResource,
  updateResource,
  type ResourceFilters,
  type ResourceInput,
} from '@/services/resources/resources';

/** Every resource list shares the `resources` prefix: a write invalidates them all (admin and talent views). */
const resourceKeys = {
  all: ['resources'] as const,
  list: (filters: ResourceFilters) => [...resourceKeys.all, 'list', filters] as const,
  forSkill: (skill: string) => [...resourceKeys.all, 'skill', skill.toLowerCase()] as const,
};

export function useResources(filters: ResourceFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: resourceKeys.list(filters),
    queryFn: ({ pageParam }) => listResources({ filters, cursor: pageParam, pageSize: RESOURCE_PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useResourcesForSkill = (skill: string, limit = 3) =>
  useQuery({
    queryKey: [...resourceKeys.forSkill(skill), limit],
    queryFn: () => listResourcesForSkill(skill, limit),
    enabled: Boolean(skill.trim()),
  });

function useResourceMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}

export const useCreateResource = () => useResourceMutation((input: ResourceInput) => createResource(input));
export const useUpdateResource = () =>
  useResourceMutation(({ id, input }: { id: string; input: ResourceInput }) => updateResource(id, input));
export const useDeleteResource = () => useResourceMutation((id: string) => deleteResource(id));
export const useMoveResource = () =>
  useResourceMutation(({ id, direction }: { id: string; direction: 'up' | 'down' }) => moveResource(id, direction));
