/** The administrator's writes to an assessment and its question bank, and the bank as a CSV file. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  allQuestions,
  importQuestions,
  saveAssessment,
  saveQuestion,
  setAssessmentStatus,
} from '@/services/assessments/assessments';
import type { AssessmentInput, AssessmentStatus, Question, QuestionInput } from '@/services/schemas/assessment';
import { assessmentKeys } from './use-assessments';

export const questionInputOf = (q: Question): QuestionInput => ({
  text: q.text,
  options: q.options,
  correct: q.correct,
  ...(q.explanation ? { explanation: q.explanation } : {}),
  status: q.status,
});

/** An assessment's details show in the admin list, its own page and (once published) the talents' lists. */
export function useSaveAssessment(assessmentId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssessmentInput) => saveAssessment(input, assessmentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}

/** Publishing or unpublishing changes what every list shows. */
export function useSetAssessmentStatus(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: AssessmentStatus) => setAssessmentStatus(assessmentId, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}

/** A question changes the bank and the assessment's counts (its page and the admin list). */
function useInvalidateBank(assessmentId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assessmentKeys.questions(assessmentId) }),
      queryClient.invalidateQueries({ queryKey: assessmentKeys.one(assessmentId) }),
      queryClient.invalidateQueries({ queryKey: [...assessmentKeys.all, 'admin'] }),
    ]);
}

export function useSaveQuestion(assessmentId: string) {
  const invalidate = useInvalidateBank(assessmentId);
  return useMutation({
    mutationFn: ({ question, questionId }: { question: QuestionInput; questionId?: string }) =>
      saveQuestion(assessmentId, question, questionId),
    onSuccess: invalidate,
  });
}

export function useImportQuestions(assessmentId: string) {
  const invalidate = useInvalidateBank(assessmentId);
  return useMutation({
    mutationFn: (questions: QuestionInput[]) => importQuestions(assessmentId, questions),
    onSuccess: invalidate,
  });
}

/** The whole bank (every page) as CSV text, in the import's columns. */
export function useQuestionsCsv(assessmentId: string) {
  return useMutation({
    mutationFn: async () => {
      // The CSV writer (papaparse) loads on the first export, not with the assessment page.
      const [{ questionsToCsv }, questions] = await Promise.all([
        import('@/services/format/assessment-csv'),
        allQuestions(assessmentId),
      ]);
      return questionsToCsv(questions.map(questionInputOf));
    },
  });
}
