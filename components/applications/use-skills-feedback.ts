import { useQuery } from '@tanstack/react-query';
import { useJob } from '@/hooks/use-jobs';
import { useSignedInProfile } from '@/hooks/use-signed-in-profile';
import { listAssessmentsForSkills } from '@/services/assessments/assessments';
import type { Assessment } from '@/services/schemas/assessment';
import { skillKey } from '@/services/schemas/assessment-constants';

export interface SkillGap {
  skill: string;
  /** The published assessment that verifies it, if there is one. */
  assessment?: Assessment;
}

export interface SkillsFeedback {
  /** The job's skills the talent has verified. */
  verified: string[];
  /** The job's skills it has on its profile but not verified: an assessment would prove them. */
  unverified: SkillGap[];
  /** The job's skills it does not list at all. */
  missing: SkillGap[];
}

/**
 * What an ended application teaches: the job's skills beside the talent's own (from its signed-in profile, no read),
 * with the assessments that verify the gaps (one read). Reads the job and its assessments only: nothing of the other
 * applicants.
 */
export function useSkillsFeedback(jobId: string) {
  const job = useJob(jobId);
  const talent = useSignedInProfile('talent');
  const jobSkills = job.data?.skills ?? [];
  const mine = new Map((talent?.skills ?? []).map((s) => [skillKey(s.skill), s]));
  const gaps = jobSkills.filter((skill) => mine.get(skillKey(skill))?.verified !== true);
  const assessments = useQuery({
    queryKey: ['assessments', 'for-skills', gaps.map(skillKey).sort()],
    queryFn: () => listAssessmentsForSkills(gaps),
    enabled: job.isSuccess && talent !== null,
  });
  const byKey = new Map((assessments.data ?? []).map((a) => [skillKey(a.skill), a]));
  const gap = (skill: string): SkillGap => ({ skill, assessment: byKey.get(skillKey(skill)) });
  const data: SkillsFeedback | undefined =
    job.isSuccess && talent !== null && (assessments.isSuccess || gaps.length === 0)
      ? {
          verified: jobSkills.filter((skill) => mine.get(skillKey(skill))?.verified === true),
          unverified: gaps.filter((skill) => mine.has(skillKey(skill))).map(gap),
          missing: gaps.filter((skill) => !mine.has(skillKey(skill))).map(gap),
        }
      : undefined;
  return {
    data,
    isError: job.isError || assessments.isError,
    retry: () => void (job.isError ? job.refetch() : assessments.refetch()),
  };
}
