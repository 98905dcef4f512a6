/** TanStack Query options and keys for assessments. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  getAssessment,
  getAttempt,
  getMyProgress,
  listAllAssessments,
  listAssessmentsForCategory,
  listMyProgress,
  listPublishedAssessments,
  listQuestions,
  type AdminAssessmentFilters,
} from '@/services/assessments/assessments';

export const assessmentKeys = {
  all: ['assessments'] as const,
  published: (search: string) => [...assessmentKeys.all, 'published', search] as const,
  category: (category: string) => [...assessmentKeys.all, 'category', category] as const,
  one: (id: string) => [...assessmentKeys.all, 'one', id] as const,
  progressList: (talentId: string) => [...assessmentKeys.all, 'progress', talentId] as const,
  progress: (talentId: string, id: string) => [...assessmentKeys.all, 'progress', talentId, id] as const,
  attempt: (id: string) => [...assessmentKeys.all, 'attempt', id] as const,
  admin: (filters: AdminAssessmentFilters) => [...assessmentKeys.all, 'admin', filters] as const,
  questions: (id: string) => [...assessmentKeys.all, 'questions', id] as const,
};

export const usePublishedAssessments = (search: string) =>
  useInfiniteQuery({
    queryKey: assessmentKeys.published(search),
    queryFn: ({ pageParam }) => listPublishedAssessments({ search, after: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useCategoryAssessments = (category: string) =>
  useQuery({
    queryKey: assessmentKeys.category(category),
    queryFn: () => listAssessmentsForCategory(category),
    enabled: Boolean(category),
  });

export const useAssessment = (id: string) =>
  useQuery({ queryKey: assessmentKeys.one(id), queryFn: () => getAssessment(id), enabled: Boolean(id) });

export const useMyProgressList = (talentId: string) =>
  useQuery({
    queryKey: assessmentKeys.progressList(talentId),
    queryFn: () => listMyProgress(talentId),
    enabled: Boolean(talentId),
  });

export const useMyProgress = (talentId: string, id: string) =>
  useQuery({
    queryKey: assessmentKeys.progress(talentId, id),
    queryFn: () => getMyProgress(talentId, id),
    enabled: Boolean(talentId && id),
  });

export const useAttempt = (id: string | null) =>
  useQuery({
    queryKey: assessmentKeys.attempt(id ?? ''),
    queryFn: () => getAttempt(id!),
    enabled: Boolean(id),
    staleTime: Infinity,
  });

export const useAdminAssessments = (filters: AdminAssessmentFilters) =>
  useInfiniteQuery({
    queryKey: assessmentKeys.admin(filters),
    queryFn: ({ pageParam }) => listAllAssessments(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useQuestionBank = (id: string) =>
  useInfiniteQuery({
    queryKey: assessmentKeys.questions(id),
    queryFn: ({ pageParam }) => listQuestions(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: Boolean(id),
  });
