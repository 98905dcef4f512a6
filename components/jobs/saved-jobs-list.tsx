import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { TALENT_ROUTES } from '@/constants/routes';
import type { JobMarks } from '@/hooks/use-job-marks';
import { useSavedJobs } from '@/hooks/use-saved-jobs';
import { formatDay } from '@/services/format/dates';
import type { SavedJob } from '@/services/schemas/saved-job';
import { AppliedMark, BookmarkButton } from './job-marks';
import cardStyles from './job-card.module.css';
import styles from './jobs.module.css';
import { LoadMore } from '@/components/ui/load-more';

/** The Saved tab: the jobs the talent bookmarked, newest first, a page at a time. */
export function SavedJobsList({ talentId, marks }: { talentId: string; marks: JobMarks }) {
  const saved = useSavedJobs(talentId);
  const items = saved.data?.pages.flatMap((page) => page.items) ?? [];
  if (saved.isPending) {
    return (
      <div className={styles.list} role="status" aria-label="Loading saved jobs">
        {[0, 1].map((i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (saved.isError && items.length === 0) {
    return (
      <div className={styles.center}>
        <Alert tone="error">Your saved jobs could not be loaded. {saved.error.message}</Alert>
        <Button onClick={() => void saved.refetch()}>Try again</Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className={styles.center}>
        <h2 className={styles.sectionTitle}>No saved jobs yet</h2>
        <p className={styles.muted}>Save a job with its Save button to find it here and hear before its deadline.</p>
        <ButtonLink href={TALENT_ROUTES.jobs}>Browse jobs</ButtonLink>
      </div>
    );
  }
  return (
    <section aria-label="Saved jobs">
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <SavedJobCard item={item} marks={marks} />
          </li>
        ))}
      </ul>
      <LoadMore pages={saved} noun="saved jobs" />
    </section>
  );
}

function SavedJobCard({ item, marks }: { item: SavedJob; marks: JobMarks }) {
  const application = marks.applicationOf(item.jobId);
  const bookmark = marks.bookmarkOf({ id: item.jobId, title: item.jobTitle, companyName: item.companyName });
  return (
    <article className={styles.jobCard} aria-labelledby={`saved-${item.id}`}>
      <div className={cardStyles.body}>
        <h3 id={`saved-${item.id}`}>
          <Link className={styles.jobLink} href={TALENT_ROUTES.job(item.jobId)} prefetch={false}>
            {item.jobTitle}
          </Link>
        </h3>
        <p className={styles.muted}>
          {item.companyName}
          {item.savedAt !== null ? ` · Saved ${formatDay(item.savedAt)}` : ''}
        </p>
        {application ? <AppliedMark application={application} jobTitle={item.jobTitle} /> : null}
      </div>
      <BookmarkButton saved={bookmark.saved} jobTitle={item.jobTitle} onToggle={bookmark.onToggle} />
    </article>
  );
}
