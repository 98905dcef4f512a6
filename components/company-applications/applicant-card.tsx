import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { COMPANY_ROUTES, messagesWith } from '@/constants/routes';
import { formatDay } from '@/services/format/dates';
import type { Application } from '@/services/applications/applications';
import type { RatingSummary } from '@/services/schemas/applicant-notes';
import { isOverdue } from '@/services/format/application-metrics';
import { MoveDialog } from './move-dialog';
import { ApplicantVerifiedSkills } from './verified-skills';
import styles from './pipeline.module.css';
import { TalentProfileDialog } from './talent-dialogs';
import { averageLabel, formatAverage } from './rating-format';

export const OverdueBadge = () => (
  <span className={styles.overdue} title="Not moved for 14 days">
    Overdue
  </span>
);

type Open = 'move' | 'profile' | null;

/** One applicant in the pipeline with its actions; a withdrawn application is read-only. */
export function ApplicantCard({ app, companyId, now, rating }: { app: Application; companyId: string; now: number; rating?: RatingSummary }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <li className={styles.applicant} aria-label={app.talentName}>
      <p className={styles.name}>
        {app.talentName} {isOverdue(app, now) ? <OverdueBadge /> : null}
      </p>
      <p className={styles.muted}>{app.talentCategory || 'No category'}</p>
      <ApplicantVerifiedSkills talentId={app.talentId} />
      <p className={styles.muted}>Applied {formatDay(app.createdAt)}</p>
      {rating ? (
        <p className={styles.muted}>
          <span aria-hidden="true">{formatAverage(rating)}</span>
          <span className="visually-hidden">{averageLabel(rating)}</span>
        </p>
      ) : null}
      {app.rejectionReason ? <p className={styles.muted}>Reason: {app.rejectionReason}</p> : null}
      <div className={styles.actions}>
        {app.stage !== 'withdrawn' ? (
          <Button size="small" onClick={() => setOpen('move')} aria-label={`Move ${app.talentName}`}>
            Move
          </Button>
        ) : null}
        <Button size="small" variant="secondary" onClick={() => setOpen('profile')} aria-label={`View profile of ${app.talentName}`}>
          View profile
        </Button>
        <ButtonLink
          size="small"
          variant="ghost"
          href={messagesWith(COMPANY_ROUTES.messages, app.talentId, { jobId: app.jobId, name: app.talentName })}
          aria-label={`Message ${app.talentName}`}
        >
          Message
        </ButtonLink>
      </div>
      {open === 'move' ? <MoveDialog app={app} companyId={companyId} onClose={close} /> : null}
      {open === 'profile' ? <TalentProfileDialog app={app} onClose={close} /> : null}
    </li>
  );
}
