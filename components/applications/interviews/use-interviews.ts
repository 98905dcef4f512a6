/** An application's interview, for its company and for its talent: the query, and each side's writes. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelInterview,
  chooseInterviewSlot,
  getInterview,
  proposeInterview,
  type InterviewViewer,
} from '@/services/applications/interviews';
import type { Application } from '@/services/schemas/application';
import type { CancelInput, ProposeInput } from '@/services/schemas/interview';
import type { Interview } from '@/services/schemas/interview-constants';

/** Under the viewer, so one account's interviews never show after a switch of account. */
export const interviewKeys = {
  all: ['interviews'] as const,
  one: (viewer: InterviewViewer, applicationId: string) =>
    [...interviewKeys.all, viewer.role, viewer.uid, applicationId] as const,
};

const interviewQueryOptions = (viewer: InterviewViewer, applicationId: string) =>
  queryOptions({
    queryKey: interviewKeys.one(viewer, applicationId),
    queryFn: () => getInterview(viewer, applicationId),
    enabled: Boolean(viewer.uid && applicationId),
    // The other side may answer at any moment: look again when the person comes back to the tab.
    refetchOnWindowFocus: true,
  });

export const useInterview = (viewer: InterviewViewer, applicationId: string) =>
  useQuery(interviewQueryOptions(viewer, applicationId));

/** The company's writes on one application's interview; each refreshes that interview only. */
export function useCompanyInterviewActions(companyId: string, app: Application) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: interviewKeys.one({ role: 'company', uid: companyId }, app.id) });
  const propose = useMutation({
    mutationFn: (input: ProposeInput) => proposeInterview(companyId, app, input),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: ({ interview, input }: { interview: Interview; input: CancelInput }) =>
      cancelInterview(companyId, interview, input),
    onSettled: refresh,
  });
  return { propose, cancel };
}

/** The talent picks a time; a refusal (the times changed meanwhile) refreshes to show the current proposal. */
export function useChooseInterviewSlot(talentId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ interview, index }: { interview: Interview; index: number }) =>
      chooseInterviewSlot(talentId, interview, index),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: interviewKeys.one({ role: 'talent', uid: talentId }, applicationId) }),
  });
}
