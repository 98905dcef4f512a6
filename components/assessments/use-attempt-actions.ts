/** What a talent does with an assessment: start (or retake) it, answer, leave the tab, submit, show the score. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recordFocusLoss,
  saveAnswer,
  setShowScore,
  startAssessment,
  submitAttempt,
} from '@/services/assessments/assessments';
import { isLateAnswer } from '@/services/schemas/assessment-constants';
import { assessmentKeys } from './use-assessments';

/** Starting creates an attempt: the talent's progress on this assessment now points at it. */
export function useStartAssessment(talentId: string, assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startAssessment(assessmentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.progress(talentId, assessmentId) }),
  });
}

/**
 * Grading changes the talent's progress, their list of results and the assessment's statistics, so every
 * assessment query refreshes, whether the submit succeeded or not (a failure may mean it was already graded).
 */
export function useSubmitAttempt(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitAttempt(attemptId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}

/** An answer after the deadline means the server graded the attempt: the result replaces the form. */
export function useSaveAnswer(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, choice }: { questionId: string; choice: number[] }) =>
      saveAnswer(attemptId, questionId, choice),
    onError: (error) => {
      if (isLateAnswer(error)) void queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
    },
  });
}

export function useRecordFocusLoss(attemptId: string) {
  return useMutation({ mutationFn: () => recordFocusLoss(attemptId) });
}

export function useSetShowScore(talentId: string, assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (show: boolean) => setShowScore(assessmentId, show),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.progress(talentId, assessmentId) }),
  });
}
