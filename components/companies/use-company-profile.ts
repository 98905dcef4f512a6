import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCompany, updateCompany, type UpdateCompanyInput } from '@/services/companies/companies';
import { companyKeys } from '@/hooks/profile-keys';

const companyQueryOptions = (id: string) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: () => getCompany(id), enabled: Boolean(id) });

export const useCompany = (id: string) => useQuery(companyQueryOptions(id));

/** Merges profile fields, then refetches exactly that company. */
export function useUpdateCompany(id: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateCompanyInput) => updateCompany(id, patch),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.detail(id) });
      onSuccess?.();
    },
  });
}
