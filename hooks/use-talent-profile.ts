import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getStudent, updateStudent, type UpdateStudentInput } from '@/services/talents/students';
import { studentKeys } from './profile-keys';
import { talentCardKeys } from './use-talent-cards';

const studentQueryOptions = (id: string) =>
  queryOptions({ queryKey: studentKeys.detail(id), queryFn: () => getStudent(id), enabled: Boolean(id) });

export const useStudent = (id: string) => useQuery(studentQueryOptions(id));

/** Writes a partial update, then refetches that student and its public card (rewritten in the same batch). */
export function useUpdateStudent(id: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateStudentInput) => updateStudent(id, patch),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: studentKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: talentCardKeys.detail(id) }),
      ]);
      onSuccess?.();
    },
  });
}
