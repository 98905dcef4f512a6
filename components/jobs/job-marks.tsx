/** What the talent did with a job, shown on its cards and page: applied (and where that stands), saved. */
import { Button, ButtonLink } from '@/components/ui/button';
import { TALENT_ROUTES } from '@/constants/routes';
import type { Application } from '@/services/schemas/application';
import { appliedLabel } from '@/services/format/job-format';
import styles from './job-marks.module.css';

/**
 * Saves a job for later. A toggle (`aria-pressed`) whose name stays the same whether or not the job is saved, so
 * a screen reader says "Save <title>, pressed" instead of a name that flips; the star fills when saved.
 */
export function BookmarkButton({
  saved,
  jobTitle,
  onToggle,
}: {
  saved: boolean;
  jobTitle: string;
  onToggle: () => void;
}) {
  return (
    <Button
      variant={saved ? 'secondary' : 'ghost'}
      size="small"
      aria-pressed={saved}
      aria-label={`Save ${jobTitle}`}
      className={styles.bookmark}
      onClick={onToggle}
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span> Save
    </Button>
  );
}

/** "Applied · Shortlisted" and the way to that application in Applied jobs, in place of an invitation to apply. */
export function AppliedMark({
  application,
  jobTitle,
}: {
  application: Pick<Application, 'id' | 'stage'>;
  jobTitle: string;
}) {
  return (
    <div className={styles.cardActions}>
      <span className={styles.stage}>{appliedLabel(application.stage)}</span>
      <ButtonLink
        variant="secondary"
        size="small"
        href={TALENT_ROUTES.application(application.id)}
        aria-label={`View application to ${jobTitle}`}
      >
        View application
      </ButtonLink>
    </div>
  );
}
