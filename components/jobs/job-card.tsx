import Link from 'next/link';
import type { ReactNode } from 'react';
import { TALENT_ROUTES } from '@/constants/routes';
import { responseTimeLabel } from '@/services/format/response-stats';
import type { Application } from '@/services/schemas/application';
import type { Job } from '@/services/schemas/job';
import { AppliedMark, BookmarkButton } from './job-marks';
import { formatSalary, jobKindLabels, placeOf } from '@/services/format/job-format';
import { VerifiedCompanyBadge } from './verified-badge';
import cardStyles from './job-card.module.css';
import styles from './jobs.module.css';
import { formatDay } from '@/services/format/dates';

/** The company's logo, or its initial on a tinted square when it has none. */
export function CompanyMark({ name, logo }: { name: string; logo?: string }) {
  if (logo) {
    // eslint-disable-next-line @next/next/no-img-element -- a 48 px logo from the file store: no resizing needed
    return <img src={logo} alt="" className={styles.logo} width={48} height={48} />;
  }
  return (
    <span className={styles.logo} aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

interface JobCardProps {
  job: Job;
  /** A line under the skills saying why this job is shown (e.g. the talent's matching skills). */
  note?: ReactNode;
  /** The talent's application to this job: the card says so and links to it instead of looking new. */
  application?: Pick<Application, 'id' | 'stage'>;
  /** The bookmark's state and action; no bookmark when absent. */
  bookmark?: { saved: boolean; onToggle: () => void };
}

export function JobCard({ job, note, application, bookmark }: JobCardProps) {
  const replies = responseTimeLabel(job.companyResponseMs);
  return (
    <article className={`${styles.jobCard} ${cardStyles.layout}`} aria-labelledby={`job-${job.id}`}>
      <CompanyMark name={job.companyName} logo={job.companyLogo} />
      <div className={cardStyles.body}>
        <h3 id={`job-${job.id}`}>
          <Link className={styles.jobLink} href={TALENT_ROUTES.job(job.id)} prefetch={false}>
            {job.title}
          </Link>
        </h3>
        <p className={styles.muted}>
          {job.companyName}
          <VerifiedCompanyBadge verified={job.companyVerified} />
        </p>
        <ul className={styles.meta}>
          <li>{placeOf(job)}</li>
          <li className={styles.salary}>{formatSalary(job.salary)}</li>
          {jobKindLabels(job).map((label) => (
            <li key={label}>{label}</li>
          ))}
          <li>Posted {formatDay(job.createdAt)}</li>
          {replies ? <li>{replies}</li> : null}
        </ul>
        {job.skills.length > 0 ? (
          <ul className={styles.chips} aria-label="Skills">
            {job.skills.map((skill) => (
              <li key={skill} className={styles.chip}>
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
        {note ? <p className={styles.muted}>{note}</p> : null}
        {application ? <AppliedMark application={application} jobTitle={job.title} /> : null}
      </div>
      {bookmark ? <BookmarkButton saved={bookmark.saved} jobTitle={job.title} onToggle={bookmark.onToggle} /> : null}
    </article>
  );
}
