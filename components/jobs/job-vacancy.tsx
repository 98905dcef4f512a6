import { useState } from 'react';
import { toast } from '@/hooks/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { formatCalendarDate, formatDay } from '@/services/format/dates';
import { JOB_LIMITS, daysUntil } from '@/services/schemas/job-constants';
import type { Job } from '@/services/schemas/job';
import { useMarkJobFilled, useRenewJob } from './use-job-vacancy';
import styles from './company-job.module.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Expires in 12 days", "Expires today", or why a closed job closed, as the company reads it. */
export function vacancyLabel(job: Job, now: number): string | null {
  if (job.filledAt !== undefined) return `Filled on ${formatDay(job.filledAt)}`;
  if (job.status === 'closed') return job.closedReason === 'expired' ? 'Listing expired' : null;
  if (job.expiresAt === null) return null;
  const days = daysUntil(job.expiresAt, now);
  return days === 0 ? 'Expires today' : `Expires in ${plural(days, 'day', 'days')}`;
}

/**
 * The company's view of its job as a vacancy, under the job's title: how many it hires and by when, when the listing
 * ends, and the two answers a company owes its applicants: still open (Renew) or filled (Mark as filled).
 */
export function JobVacancy({ job, companyId }: { job: Job; companyId: string }) {
  const [now] = useState(() => Date.now());
  const [asking, setAsking] = useState<'renew' | 'fill' | null>(null);
  const open = job.status !== 'closed';
  const label = vacancyLabel(job, now);
  return (
    <section className={styles.vacancy} aria-label="Vacancy">
      <p>
        {job.openings !== null ? `Hiring ${plural(job.openings, 'person', 'people')}` : 'Openings not stated yet'}
        {job.fillBy !== null ? ` · to fill by ${formatCalendarDate(job.fillBy)}` : ''}
        {label ? ` · ${label}` : ''}
      </p>
      {open ? (
        <div className={styles.jobActions}>
          <Button variant="secondary" size="small" onClick={() => setAsking('renew')}>
            Renew
          </Button>
          <Button variant="secondary" size="small" onClick={() => setAsking('fill')}>
            Mark as filled
          </Button>
        </div>
      ) : null}
      {asking === 'renew' ? <RenewDialog job={job} companyId={companyId} onClose={() => setAsking(null)} /> : null}
      {asking === 'fill' ? <FillDialog job={job} companyId={companyId} onClose={() => setAsking(null)} /> : null}
    </section>
  );
}

function RenewDialog({ job, companyId, onClose }: { job: Job; companyId: string; onClose: () => void }) {
  const renew = useRenewJob(companyId, job.id, {
    onSuccess: () => {
      toast.success(`Renewed: listed for ${JOB_LIMITS.listedDaysMax} more days.`);
      onClose();
    },
  });
  const flight = useSingleFlight();
  return (
    <Dialog
      title="Is this job still open?"
      onClose={() => !renew.isPending && onClose()}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={renew.isPending}>
            Cancel
          </Button>
          <Button busy={renew.isPending || flight.busy} onClick={() => flight.run(() => renew.mutateAsync())}>
            Yes, still open
          </Button>
        </>
      }
    >
      <p>
        &ldquo;{job.title}&rdquo; stays listed for {JOB_LIMITS.listedDaysMax} days from today. Renew it only if you are
        still hiring for it; if you have hired, mark it as filled instead so your applicants hear back.
      </p>
      {renew.isError ? <Alert tone="error">{renew.error.message}</Alert> : null}
    </Dialog>
  );
}

function FillDialog({ job, companyId, onClose }: { job: Job; companyId: string; onClose: () => void }) {
  const fill = useMarkJobFilled(companyId, job.id, {
    onSuccess: ({ answered, remaining }) => {
      toast.success(
        `Marked as filled. ${plural(answered, 'applicant was', 'applicants were')} told.` +
          (remaining ? ' Some are still waiting: mark it as filled again to tell them.' : ''),
      );
      onClose();
    },
  });
  const flight = useSingleFlight();
  return (
    <Dialog
      title="Mark this job as filled?"
      onClose={() => !fill.isPending && onClose()}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={fill.isPending}>
            Cancel
          </Button>
          <Button busy={fill.isPending || flight.busy} onClick={() => flight.run(() => fill.mutateAsync())}>
            Mark as filled
          </Button>
        </>
      }
    >
      <p>
        &ldquo;{job.title}&rdquo; closes for good and counts as filled on your company&apos;s record. Every applicant
        still in the pipeline is told, kindly, that the position is filled. Move the people you hired to Hired first.
      </p>
      {fill.isError ? <Alert tone="error">{fill.error.message}</Alert> : null}
    </Dialog>
  );
}
