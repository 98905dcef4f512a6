import dynamic from 'next/dynamic';
import { useState, type DragEvent } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { COMPANY_ROUTES, messagesWith } from '@/constants/routes';
import { formatDay } from '@/services/format/dates';
import type { Application } from '@/services/applications/applications';
import type { RatingSummary } from '@/services/schemas/applicant-notes';
import { isOverdue } from '@/services/format/application-metrics';
import { ApplicantVerifiedSkills } from './verified-skills';
import styles from './pipeline.module.css';
import { TalentProfileDialog } from './talent-dialogs';
import { averageLabel, formatAverage } from './rating-format';

// The Move dialog (and the form library behind it) loads when first opened.
const MoveDialog = dynamic(() => import('./move-dialog').then((m) => m.MoveDialog), { ssr: false });

export const OverdueBadge = () => (
  <span className={styles.overdue} title="Not moved for 14 days">
    Overdue
  </span>
);

// One of the few applications a month the talent marked as the ones it cares most about.
const PriorityBadge = () => (
  <span className={styles.priority} title="One of the talent's 3 priority applications this month">
    Priority
  </span>
);

type Open = 'move' | 'profile' | null;

/** Selecting and dragging, for the cards the pipeline lets the company move in bulk. */
export interface CardSelection {
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** The ids a drag from this card carries: the whole selection when the card is part of it. */
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
}

/**
 * One applicant in the pipeline with its actions; a withdrawn application is read-only. With `selection` the card
 * has a checkbox named after the applicant and can be dragged to another column; the Move button stays the way
 * to move it with a keyboard or a screen reader (the card's hidden hint says so).
 */
export function ApplicantCard({
  app,
  companyId,
  now,
  rating,
  selection,
}: {
  app: Application;
  companyId: string;
  now: number;
  rating?: RatingSummary;
  selection?: CardSelection;
}) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const movable = app.stage !== 'withdrawn' ? selection : undefined;
  return (
    <li
      className={[styles.applicant, movable?.selected ? styles.selected : ''].filter(Boolean).join(' ')}
      aria-label={app.talentName}
      draggable={movable ? true : undefined}
      onDragStart={movable?.onDragStart}
    >
      <p className={styles.name}>
        {movable ? (
          <input
            type="checkbox"
            className={styles.check}
            checked={movable.selected}
            onChange={(event) => movable.onSelectedChange(event.target.checked)}
            aria-label={`Select ${app.talentName}`}
          />
        ) : null}
        {app.talentName} {app.signalled ? <PriorityBadge /> : null} {isOverdue(app, now) ? <OverdueBadge /> : null}
      </p>
      {movable ? (
        <span className="visually-hidden">
          Drag to another stage, or use the Move button to move with the keyboard.
        </span>
      ) : null}
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
          <Button size="small" needsServer onClick={() => setOpen('move')} aria-label={`Move ${app.talentName}`}>
            Move
          </Button>
        ) : null}
        <Button
          size="small"
          variant="secondary"
          onClick={() => setOpen('profile')}
          aria-label={`View profile of ${app.talentName}`}
        >
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
      {open === 'move' ? <MoveDialog apps={[app]} companyId={companyId} onClose={close} /> : null}
      {open === 'profile' ? <TalentProfileDialog app={app} onClose={close} /> : null}
    </li>
  );
}
