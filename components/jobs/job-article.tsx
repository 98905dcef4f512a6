import type { Job } from '@/services/schemas/job';
import { formatCalendarDate, formatDay } from '@/services/format/dates';
import { formatSalary, placeOf } from '@/services/format/job-format';
import { VerifiedCompanyBadge } from './verified-badge';
import styles from './jobs.module.css';

/**
 * The job as talents see it; the company's job detail shows the same article above its pipeline. `timeZone` fixes
 * the zone of the posting day where the server renders the page (the public job page), so the browser agrees.
 */
export function JobArticle({ job, timeZone }: { job: Job; timeZone?: string }) {
  return (
    <article className={styles.card} aria-labelledby="job-title">
      <h1 id="job-title" className={styles.title}>
        {job.title}
      </h1>
      <p className={styles.muted}>
        {job.companyName} · {placeOf(job)}
        <VerifiedCompanyBadge verified={job.companyVerified} />
      </p>
      <dl className={styles.facts}>
        <Fact label="Salary" value={formatSalary(job.salary)} />
        <Fact label="Level" value={job.level} />
        <Fact label="Employment type" value={job.employmentType} />
        <Fact label="Job category" value={job.category} />
        <Fact label="Experience" value={job.experience} />
        {job.degree ? <Fact label="Degree" value={job.degree} /> : null}
        <Fact label="Posted" value={formatDay(job.createdAt, timeZone)} />
        {job.deadline !== null ? <Fact label="Apply by" value={formatCalendarDate(job.deadline)} /> : null}
        <Fact label="Applicants" value={String(job.applicantCount)} />
      </dl>
      <h2 className={styles.sectionTitle}>About the job</h2>
      <p className={styles.description}>{job.description}</p>
    </article>
  );
}

const Fact = ({ label, value }: { label: string; value: string }) => (
  <div>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);
