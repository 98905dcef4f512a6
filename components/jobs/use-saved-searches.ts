import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/toast';
import {
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
  setSavedSearchAlerts,
  updateSavedSearch,
} from '@/services/jobs/saved-searches';
import type { JobFilters } from '@/services/schemas/job';
import type { SavedSearchForm } from '@/services/schemas/saved-search';

const savedSearchKeys = {
  talent: (talentId: string) => ['savedSearches', talentId] as const,
};

const savedSearchesQueryOptions = (talentId: string) =>
  queryOptions({
    queryKey: savedSearchKeys.talent(talentId),
    queryFn: () => listSavedSearches(talentId),
    enabled: Boolean(talentId),
  });

/** The talent's saved searches, oldest first (at most ten: one read each). */
export function useSavedSearches(talentId: string) {
  return useQuery(savedSearchesQueryOptions(talentId));
}

/** "Save this search": the job list's current filters under a name and a frequency. Errors stay on the form. */
export function useSaveSearch(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ filters, form }: { filters: JobFilters; form: SavedSearchForm }) =>
      saveSearch(talentId, filters, form),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.talent(talentId) }),
  });
}

const reason = (error: unknown) => (error instanceof Error ? error.message : '');

/** Rename or change the frequency. Errors stay on the form. */
export function useUpdateSavedSearch(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: SavedSearchForm }) => updateSavedSearch(id, form),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.talent(talentId) }),
  });
}

export function useSetSavedSearchAlerts(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, alertsOn }: { id: string; alertsOn: boolean }) => setSavedSearchAlerts(id, alertsOn),
    onError: (error, { alertsOn }) =>
      toast.error(`Alerts could not be turned ${alertsOn ? 'on' : 'off'}. ${reason(error)}`.trim()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.talent(talentId) }),
  });
}

export function useDeleteSavedSearch(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSavedSearch(id),
    onError: (error) => toast.error(`The saved search could not be deleted. ${reason(error)}`.trim()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.talent(talentId) }),
  });
}
