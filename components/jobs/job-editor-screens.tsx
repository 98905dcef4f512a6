import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { toast } from '@/hooks/toast';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { ScreenHeader } from '@/components/ui/screen-header';
import { COMPANY_ROUTES } from '@/constants/routes';
import { useCreateJob, useUpdateJob } from '@/hooks/use-company-jobs';
import { useJob } from '@/hooks/use-jobs';
import { isBackendError } from '@/services/errors';
import type { Job, JobPatch } from '@/services/schemas/job';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';
import { JobForm } from './job-form';
import { EMPTY_JOB_FORM, jobToFormValues } from './job-form-values';
import styles from './jobs.module.css';

/** `setupBanner`: the page's nudge to finish the company profile first (the companies room's banner). */
export function CreateJobScreen({ setupBanner }: { setupBanner: ReactNode }) {
  const router = useRouter();
  const companyId = useAppSelector(selectCompany)?.id ?? '';
  const create = useCreateJob(companyId, {
    onSuccess: (job) => {
      toast.success(
        job.status === 'awaiting-review' ? 'Job posted. It goes live once your company is verified.' : 'Job posted.',
      );
      void router.push(COMPANY_ROUTES.job(job.id));
    },
  });
  return (
    <>
      <ScreenHeader
        title="Post a job"
        lead="A verified company's job is active at once and visible to talents; until your company is verified, it waits for review."
      />
      {setupBanner}
      <JobForm
        initialValues={EMPTY_JOB_FORM}
        submitLabel="Post job"
        cancelHref={COMPANY_ROUTES.jobs}
        draftName="job:new"
        onSave={(input) => create.mutateAsync(input)}
      />
    </>
  );
}

function EditForm({ job, companyId }: { job: Job; companyId: string }) {
  const router = useRouter();
  const update = useUpdateJob(companyId, job.id, {
    onSuccess: () => {
      toast.success('Job saved.');
      void router.push(COMPANY_ROUTES.job(job.id));
    },
  });
  const initial = jobToFormValues(job);
  return (
    <JobForm
      initialValues={initial}
      submitLabel="Save job"
      cancelHref={COMPANY_ROUTES.job(job.id)}
      draftName={`job:${job.id}`}
      onSave={(input, values) => {
        // Cleared optional fields are removed; an unchanged deadline is not re-checked against today.
        const patch: JobPatch = {
          ...input,
          degree: input.degree ?? null,
          degreeRequirement: input.degreeRequirement ?? null,
          location: input.location ?? null,
          place: input.place ?? null,
          remoteCountries: input.remoteCountries ?? null,
          deadline: input.deadline ?? null,
        };
        if (values.deadline === initial.deadline) delete patch.deadline;
        if (values.fillBy === initial.fillBy) delete patch.fillBy;
        return update.mutateAsync(patch);
      }}
    />
  );
}

export function EditJobScreen() {
  const router = useRouter();
  const jobId = typeof router.query.jobId === 'string' ? router.query.jobId : '';
  const companyId = useAppSelector(selectCompany)?.id ?? '';
  const query = useJob(jobId);
  const job = query.data;
  const missing =
    query.isError && isBackendError(query.error) && ['not-found', 'permission-denied'].includes(query.error.code);
  return (
    <>
      <ScreenHeader title="Edit job" lead="Changes show to talents as soon as you save." />
      {query.isPending ? (
        <p className={styles.muted}>Loading the job…</p>
      ) : missing || (job && job.companyId !== companyId) ? (
        <Alert tone="error">
          This job does not exist or belongs to another company, so it cannot be edited here.{' '}
          <ButtonLink href={COMPANY_ROUTES.jobs} variant="ghost" size="small">
            Back to your jobs
          </ButtonLink>
        </Alert>
      ) : query.isError ? (
        <Alert tone="error">The job could not be loaded. Reload the page to try again.</Alert>
      ) : job ? (
        <EditForm key={job.id} job={job} companyId={companyId} />
      ) : null}
    </>
  );
}
