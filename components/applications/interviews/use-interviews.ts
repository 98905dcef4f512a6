/** An application's interview, for its company and for its talent: the query, and each side's steps. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelInterview,
  chooseInterviewSlot,
  getInterview,
  proposeInterview,
  type InterviewViewer,
} from '@/services/applications/interviews';
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

/**
 * The company's steps on one application's interview, one trusted call each. Each answers the interview as it now
 * is, which replaces that one cached interview; a refusal refetches it (the other side may have changed it).
 */
export function useCompanyInterviewActions(companyId: string, applicationId: string) {
  const queryClient = useQueryClient();
  const key = interviewKeys.one({ role: 'company', uid: companyId }, applicationId);
  const settle = {
    onSuccess: (interview: Interview) => queryClient.setQueryData(key, interview),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  };
  const propose = useMutation({
    mutationFn: (input: ProposeInput) => proposeInterview(applicationId, input),
    ...settle,
  });
  const cancel = useMutation({ mutationFn: (input: CancelInput) => cancelInterview(applicationId, input), ...settle });
  return { propose, cancel };
}

/** The talent picks a time; a refusal (the times changed meanwhile) refetches to show the current proposal. */
export function useChooseInterviewSlot(talentId: string, applicationId: string) {
  const queryClient = useQueryClient();
  const key = interviewKeys.one({ role: 'talent', uid: talentId }, applicationId);
  return useMutation({
    mutationFn: ({ interview, index }: { interview: Interview; index: number }) =>
      chooseInterviewSlot(interview, index),
    onSuccess: (interview) => queryClient.setQueryData(key, interview),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
