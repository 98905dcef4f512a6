/** The pipeline's average ratings (one read per job), apart from the notes panel's hooks so the board stays light. */
import { useQuery } from '@tanstack/react-query';
import { getJobRatings } from '@/services/applications/applicant-ratings';

/** Under the company's key, so nothing of one company's private notes outlives a switch of account in the cache. */
export const applicantNoteKeys = {
  all: ['applicantNotes'] as const,
  company: (companyId: string) => [...applicantNoteKeys.all, companyId] as const,
  notes: (companyId: string, applicationId: string) =>
    [...applicantNoteKeys.company(companyId), 'notes', applicationId] as const,
  ownRating: (companyId: string, authorId: string, applicationId: string) =>
    [...applicantNoteKeys.company(companyId), 'rating', authorId, applicationId] as const,
  jobRatings: (companyId: string, jobId: string) => [...applicantNoteKeys.company(companyId), 'job', jobId] as const,
};

/** Every rated applicant of the job, sum and count: one read for the whole pipeline. */
export const useJobRatings = (companyId: string, jobId: string) =>
  useQuery({
    queryKey: applicantNoteKeys.jobRatings(companyId, jobId),
    queryFn: () => getJobRatings(jobId),
    enabled: Boolean(companyId && jobId),
  });
