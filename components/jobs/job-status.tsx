import { useState } from 'react';
import { toast } from '@/hooks/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useSetJobStatus } from '@/hooks/use-company-jobs';
import { useSingleFlight } from '@/hooks/use-single-flight';
import type { Job } from '@/services/schemas/job';
import own from './company-jobs.module.css';
import { formatCalendarDate } from '@/services/format/dates';
import { deadlineFromDateInput } from '@/services/format/deadlines';

/** As the job form reads a date: until the end of that day where the company is. */

const STATUS_LABELS: Record<Job['status'], string> = {
  active: 'Active',
  closed: 'Closed',
  'awaiting-review': 'Awaiting review',
};

/** "Active", "Awaiting review" or "Closed", as the company sees it on its jobs list and on the job's page. */
export function JobStatusBadge({ status }: { status: Job['status'] }) {
  return <span className={status === 'closed' ? own.closed : own.active}>{STATUS_LABELS[status]}</span>;
}

/** Confirms closing an active job or reopening a closed one; used by the jobs list and the job's own page. */
export function JobStatusDialog({ job, companyId, onClose }: { job: Job; companyId: string; onClose: () => void }) {
  const closing = job.status !== 'closed';
  // A job past its deadline (the schedule closed it) reopens with a new one.
  const [now] = useState(() => Date.now());
  const needsDeadline = !closing && job.deadline !== null && job.deadline <= now;
  const [deadline, setDeadline] = useState('');
  const [deadlineError, setDeadlineError] = useState<string | null>(null);
  const toggle = useSetJobStatus(companyId, {
    onSuccess: () => {
      toast.success(closing ? 'Job closed.' : 'Job reopened.');
      onClose();
    },
  });
  const flight = useSingleFlight();
  return (
    <Dialog
      title={closing ? 'Close this job?' : 'Reopen this job?'}
      onClose={() => !toggle.isPending && onClose()}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={toggle.isPending}>
            Cancel
          </Button>
          <Button
            variant={closing ? 'danger' : 'primary'}
            busy={toggle.isPending || flight.busy}
            onClick={() => {
              if (!needsDeadline)
                return flight.run(() => toggle.mutateAsync({ jobId: job.id, status: closing ? 'closed' : 'active' }));
              const chosen = deadline ? deadlineFromDateInput(deadline) : NaN;
              if (!(chosen > Date.now()))
                return setDeadlineError(deadline ? 'Must be in the future' : 'Choose the new deadline');
              setDeadlineError(null);
              flight.run(() => toggle.mutateAsync({ jobId: job.id, status: 'active', deadline: chosen }));
            }}
          >
            {closing ? 'Close job' : 'Reopen job'}
          </Button>
        </>
      }
    >
      <p>
        {closing
          ? `"${job.title}" will leave the talents' job list and stop accepting applications. Its applications stay.`
          : `"${job.title}" will be listed for talents again and accept applications (after the back office's review if your company is not verified yet).`}
      </p>
      {needsDeadline && job.deadline !== null ? (
        <>
          <p>Its application deadline passed on {formatCalendarDate(job.deadline)}: choose a new one to reopen it.</p>
          <TextField
            label="New application deadline"
            type="date"
            required
            value={deadline}
            error={deadlineError}
            onChange={(event) => setDeadline(event.target.value)}
          />
        </>
      ) : null}
      {toggle.isError ? <Alert tone="error">{toggle.error.message}</Alert> : null}
    </Dialog>
  );
}
