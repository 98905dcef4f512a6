import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/toast';
import { deleteSavedSearch, listSavedSearches, saveSearch, updateSavedSearch } from '@/services/jobs/saved-searches';
import type { JobFilters } from '@/services/schemas/job';
import type { SavedSearchForm } from '@/services/schemas/saved-search';

const savedSearchKeys = {
  talent: (talentId: string) => ['savedSearches', talentId] as const,
};

/** The talent's saved searches, oldest first (at most ten: one read each). */
export function useSavedSearches(talentId: string) {
  return useQuery({ queryKey: savedSearchKeys.talent(talentId), queryFn: () => listSavedSearches(talentId), enabled: Boolean(talentId) });
}

/** "Save this search": the job list's current filters under a name and a frequency. Errors stay on the form. */
export function useSaveSearch(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ filters, form }: { filters: JobFilters; form: SavedSearchForm }) => saveSearch(talentId, filters, form),
    onSuccess: () => toast.success('Search saved: new matching jobs will come to your notifications and email.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.talent(talentId) }),
  });
}

export function useUpdateSavedSearch(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: SavedSearchForm }) => updateSavedSearch(id, form),
    onError: (error) => toast.error(`The saved search could not be changed. ${error instanceof Error ? error.message : ''}`.trim()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.talent(talentId) }),
  });
}

export function useDeleteSavedSearch(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSavedSearch(id),
    onError: (error) => toast.error(`The saved search could not be deleted. ${error instanceof Error ? error.message : ''}`.trim()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.talent(talentId) }),
  });
}
