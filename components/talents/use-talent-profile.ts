import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getTalent, updateTalent, type UpdateTalentInput } from '@/services/talents/talents';
import { talentCardKeys, talentProfileKeys } from '@/hooks/profile-keys';

const talentProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: talentProfileKeys.detail(id), queryFn: () => getTalent(id), enabled: Boolean(id) });

export const useTalentProfile = (id: string) => useQuery(talentProfileQueryOptions(id));

/** Writes a partial update, then refetches that student and its public card (rewritten in the same batch). */
export function useUpdateTalentProfile(id: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateTalentInput) => updateTalent(id, patch),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: talentProfileKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: talentCardKeys.detail(id) }),
      ]);
      onSuccess?.();
    },
  });
}
