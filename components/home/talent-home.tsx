import Link from 'next/link';
import type { ComponentType, ReactNode } from 'react';
import { stageLabel } from '@/services/format/labels';
import { TALENT_ROUTES } from '@/constants/routes';
import { useRecommendedJobs, useStageCounts } from '@/components/home/use-home';
import { useJobMarks } from '@/hooks/use-job-marks';
import type { Application } from '@/services/schemas/application';
import { APPLICATION_STAGES } from '@/services/schemas/application-constants';
import type { Job } from '@/services/schemas/job';
import type { Talent } from '@/services/schemas/talent';
import { HomeSection, QueryBody } from './home-section';
import styles from './home.module.css';

/** How one recommended job is drawn: the jobs room's card, handed in by the page. */
export type JobCardSlot = ComponentType<{
  job: Job;
  note?: ReactNode;
  application?: Pick<Application, 'id' | 'stage'>;
  bookmark?: { saved: boolean; onToggle: () => void };
}>;

const jobsInCategory = (category: string) => `${TALENT_ROUTES.jobs}?category=${encodeURIComponent(category)}`;

/** How many applications sit in each stage; stages with none are left out. */
export function ApplicationSummary({ talentId }: { talentId: string }) {
  const counts = useStageCounts(talentId);
  const total = counts.data ? APPLICATION_STAGES.reduce((sum, stage) => sum + counts.data[stage], 0) : 0;
  return (
    <HomeSection
      id="home-applications"
      title="Your applications"
      note={counts.data && total > 0 ? `${total} in all` : undefined}
      action={{ href: TALENT_ROUTES.appliedJobs, label: 'Applied jobs' }}
    >
      <QueryBody
        query={counts}
        loadingLabel="Loading your applications"
        errorText="Your applications could not be loaded."
        isEmpty={() => total === 0}
        empty={
          <>
            <p>You have not applied to a job yet.</p>
            <Link href={TALENT_ROUTES.jobs}>Browse jobs</Link>
          </>
        }
      >
        {(data) => (
          <ul className={styles.stages} aria-label="Applications by stage">
            {APPLICATION_STAGES.filter((stage) => data[stage] > 0).map((stage) => (
              <li key={stage} className={styles.stageTile}>
                <span className={styles.stageCount}>{data[stage]}</span>
                <span>{stageLabel(stage)}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryBody>
    </HomeSection>
  );
}

/** Up to six open jobs of the talent's category, those asking for its skills first. */
export function RecommendedJobs({
  talent,
  JobCard,
}: {
  talent: Pick<Talent, 'id' | 'role' | 'skills'>;
  JobCard: JobCardSlot;
}) {
  const recommended = useRecommendedJobs(talent);
  const marks = useJobMarks(talent.id);
  const category = recommended.data?.category ?? null;
  return (
    <HomeSection
      id="home-recommended"
      title="Recommended jobs"
      note={
        category
          ? `Open ${category} jobs, those asking for your skills first`
          : 'Open jobs, those asking for your skills first'
      }
      action={
        category
          ? { href: jobsInCategory(category), label: `All ${category} jobs` }
          : { href: TALENT_ROUTES.jobs, label: 'All jobs' }
      }
    >
      <QueryBody
        query={recommended}
        loadingLabel="Loading recommended jobs"
        placeholderCards={3}
        errorText="Recommended jobs could not be loaded."
        isEmpty={(data) => data.jobs.length === 0}
        empty={
          <>
            <p>No open job fits your category right now. New jobs are posted every week.</p>
            <Link href={TALENT_ROUTES.jobs}>Browse all jobs</Link>
          </>
        }
      >
        {(data) => (
          <ul className={styles.jobList} aria-label="Recommended jobs">
            {data.jobs.map(({ job, matchedSkills }) => (
              <li key={job.id}>
                <JobCard
                  job={job}
                  application={marks.applicationOf(job.id)}
                  bookmark={marks.bookmarkOf(job)}
                  note={
                    matchedSkills.length > 0
                      ? `Matches your skills: ${matchedSkills.join(', ')}`
                      : category
                        ? 'New in your category'
                        : 'Recently posted'
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </QueryBody>
    </HomeSection>
  );
}
