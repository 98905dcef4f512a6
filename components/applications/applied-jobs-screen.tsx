import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { stageLabel } from '@/services/format/labels';
import styles from './applied-jobs.module.css';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ScreenHeader } from '@/components/ui/screen-header';
import { messagesWith, TALENT_ROUTES } from '@/constants/routes';
import { useTalentApplications, useWithdrawApplication } from '@/hooks/use-applications';
import type { Application } from '@/services/schemas/application';
import { FINAL_STAGES } from '@/services/schemas/application-constants';
import { useAppSelector } from '@/store/hooks';
import { selectTalent } from '@/store/talents-slice';
import { formatDay } from '@/services/format/dates';

// Loaded only for an application in the Interview stage, where the company may have proposed times.
const TalentInterviewPanel = dynamic(
  () => import('@/components/applications/interviews/talent-interview-panel').then((m) => m.TalentInterviewPanel),
  {
    ssr: false,
    loading: () => <p role="status">Loading interview…</p>,
  },
);

// Loaded only when a talent opens what it can learn from an application that ended without a job.
const SkillsFeedbackPanel = dynamic(() => import('./skills-feedback').then((m) => m.SkillsFeedbackPanel), {
  ssr: false,
  loading: () => <p role="status">Loading…</p>,
});

/** Every own application with its stage and timeline; one that has no final answer yet can be withdrawn. */
export function AppliedJobsScreen() {
  const talentId = useAppSelector(selectTalent)?.id ?? '';
  const apps = useTalentApplications(talentId);
  const [withdrawing, setWithdrawing] = useState<Application | null>(null);
  const loaded = apps.isSuccess;
  // "View application" links here with the application's anchor; the list arrives after the page, so the
  // browser's own jump to the anchor finds nothing: jump once the list is shown.
  useEffect(() => {
    if (!loaded || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  return (
    <>
      <ScreenHeader title="Applied jobs" lead="The jobs you applied to and where each application stands." />
      {apps.isPending ? (
        <div className={styles.list} role="status" aria-label="Loading applications">
          {[0, 1].map((i) => (
            <div key={i} className={styles.skeleton} />
          ))}
        </div>
      ) : apps.isError ? (
        <div className={styles.center}>
          <Alert tone="error">Your applications could not be loaded. {apps.error.message}</Alert>
          <Button onClick={() => void apps.refetch()}>Try again</Button>
        </div>
      ) : apps.data.length === 0 ? (
        <div className={styles.center}>
          <h2 className={styles.sectionTitle}>You have not applied to any job yet</h2>
          <ButtonLink href={TALENT_ROUTES.jobs}>Browse jobs</ButtonLink>
        </div>
      ) : (
        <ul className={styles.list}>
          {apps.data.map((app) => (
            <li key={app.id}>
              <ApplicationCard app={app} onWithdraw={() => setWithdrawing(app)} />
            </li>
          ))}
        </ul>
      )}
      {withdrawing ? (
        <WithdrawDialog app={withdrawing} talentId={talentId} onClose={() => setWithdrawing(null)} />
      ) : null}
    </>
  );
}

function ApplicationCard({ app, onWithdraw }: { app: Application; onWithdraw: () => void }) {
  const [feedback, setFeedback] = useState(false);
  const feedbackId = `feedback-${app.id}`;
  return (
    <article className={styles.card} aria-labelledby={`app-${app.id}`}>
      <h2 id={`app-${app.id}`} className={styles.sectionTitle} style={{ marginBottom: 'var(--space-1)' }}>
        <Link className={styles.jobLink} href={TALENT_ROUTES.job(app.jobId)} prefetch={false}>
          {app.jobTitle}
        </Link>
      </h2>
      <p className={styles.muted}>
        {app.companyName}
        {app.signalled ? ' · One of your priority applications' : null}
      </p>
      <p style={{ marginBottom: 0 }}>
        Stage: <span className={styles.stage}>{stageLabel(app.stage)}</span>
      </p>
      {app.stage === 'rejected' && app.rejectionReason === 'position filled' ? (
        <p style={{ marginBottom: 0 }}>
          {app.companyName} filled this position, so your application is closed. Thank you for applying: new jobs that
          match your skills are waiting.
        </p>
      ) : app.stage === 'rejected' && app.rejectionReason ? (
        <p style={{ marginBottom: 0 }}>Reason given: {app.rejectionReason}</p>
      ) : null}
      <ol className={styles.timeline} aria-label="Stage history">
        {app.history.map((entry, i) => (
          <li key={`${entry.stage}-${entry.at}-${i}`}>
            {stageLabel(entry.stage)} on {formatDay(entry.at)}
            {entry.message ? (
              <blockquote className={styles.message}>
                <span className="visually-hidden">Message from {app.companyName}: </span>
                {entry.message}
              </blockquote>
            ) : null}
          </li>
        ))}
      </ol>
      {app.stage === 'interview' ? <TalentInterviewPanel app={app} /> : null}
      {feedback ? (
        <div id={feedbackId}>
          <SkillsFeedbackPanel app={app} />
        </div>
      ) : null}
      <div className={styles.rowActions}>
        {app.stage === 'rejected' ? (
          <Button
            variant="secondary"
            size="small"
            aria-expanded={feedback}
            aria-controls={feedback ? feedbackId : undefined}
            onClick={() => setFeedback((open) => !open)}
          >
            {feedback ? 'Hide skills feedback' : 'What can I learn from this?'}
          </Button>
        ) : null}
        <ButtonLink
          variant="ghost"
          size="small"
          href={messagesWith(TALENT_ROUTES.messages, app.companyId, { jobId: app.jobId, name: app.companyName })}
          aria-label={`Message ${app.companyName} about ${app.jobTitle}`}
        >
          Message
        </ButtonLink>
        {!FINAL_STAGES.includes(app.stage) ? (
          <Button
            variant="secondary"
            size="small"
            onClick={onWithdraw}
            aria-label={`Withdraw application to ${app.jobTitle}`}
          >
            Withdraw
          </Button>
        ) : null}
      </div>
    </article>
  );
}

function WithdrawDialog({ app, talentId, onClose }: { app: Application; talentId: string; onClose: () => void }) {
  const withdraw = useWithdrawApplication(talentId, { onSuccess: onClose });
  return (
    <Dialog
      title="Withdraw this application?"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep application
          </Button>
          <Button variant="danger" disabled={withdraw.isPending} onClick={() => withdraw.mutate(app.id)}>
            {withdraw.isPending ? 'Withdrawing…' : 'Withdraw application'}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>
        {app.companyName} will see that you withdrew from {app.jobTitle}. You cannot apply to this job again.
      </p>
      {withdraw.isError ? <Alert tone="error">{withdraw.error.message}</Alert> : null}
    </Dialog>
  );
}
