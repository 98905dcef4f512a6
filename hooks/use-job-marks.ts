import { useMemo } from 'react';
import type { Application } from '@/services/schemas/application';
import type { Job } from '@/services/schemas/job';
import { useTalentApplications } from './use-applications';
import { useSavedJobIds, useToggleSavedJob } from './use-saved-jobs';

export interface JobMarks {
  /** The talent's application to the job, if any. */
  applicationOf(jobId: string): Application | undefined;
  /** The bookmark of a job card or job page: saved or not, and the toggle. */
  bookmarkOf(job: Pick<Job, 'id' | 'title' | 'companyName'>): { saved: boolean; onToggle: () => void };
}

/**
 * What the talent already did with each shown job (applied, saved), from two cached queries of its own documents
 * (its applications and its saved jobs), never one read per job card.
 */
export function useJobMarks(talentId: string): JobMarks {
  const applications = useTalentApplications(talentId);
  const saved = useSavedJobIds(talentId);
  const toggle = useToggleSavedJob(talentId);
  const byJob = useMemo(() => new Map((applications.data ?? []).map((app) => [app.jobId, app])), [applications.data]);
  return {
    applicationOf: (jobId) => byJob.get(jobId),
    bookmarkOf: (job) => {
      const isSaved = saved.has(job.id);
      return { saved: isSaved, onToggle: () => toggle.mutate({ job, save: !isSaved }) };
    },
  };
}
