import dynamic from 'next/dynamic';
import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { COMPANY_ROUTES } from '@/constants/routes';
import { useTalentCard } from '@/hooks/use-talent-cards';
import type { Application } from '@/services/applications/applications';
import { skillKey } from '@/services/schemas/assessment-constants';
import { talentFiles } from '@/services/format/talent-profile';
import styles from './pipeline.module.css';
import { formatPercent } from '@/services/format/percent';

// The notes and rating load with the dialog that shows them, not with the pipeline.
const ApplicantNotesPanel = dynamic(() => import('./applicant-notes-panel').then((m) => m.ApplicantNotesPanel), {
  ssr: false,
  loading: () => <p role="status">Loading notes…</p>,
});
// The interview panel too, and only for an applicant in the Interview stage.
const CompanyInterviewPanel = dynamic(
  () => import('@/components/applications/interviews/company-interview-panel').then((m) => m.CompanyInterviewPanel),
  {
    ssr: false,
    loading: () => <p role="status">Loading interview…</p>,
  },
);

/**
 * A read-only view of the applicant: its public card, and the contact and CV this application carries (a
 * company never reads the talent's private profile), then the company's private notes and its member's rating.
 */
export function TalentProfileDialog({ app, onClose }: { app: Application; onClose: () => void }) {
  const card = useTalentCard(app.talentId);
  const files = card.data ? talentFiles(card.data) : null;
  const cvUrl = app.cvUrl ?? files?.cvUrl;
  // A CV uploaded only for this application has no stored name; the profile CV's name would mislabel it.
  const cvName = cvUrl && cvUrl === files?.cvUrl ? files.cvName : undefined;
  return (
    <Dialog title={app.talentName} onClose={onClose} actions={<Button onClick={onClose}>Close</Button>}>
      <dl className={styles.profile}>
        <dt>Email</dt>
        <dd>{app.talentEmail ? <a href={`mailto:${app.talentEmail}`}>{app.talentEmail}</a> : 'Not shared'}</dd>
        {app.talentPhone ? (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${app.talentPhone.replace(/[^+\d]/g, '')}`}>{app.talentPhone}</a>
            </dd>
          </>
        ) : null}
      </dl>
      {card.isPending ? (
        <p role="status">Loading profile…</p>
      ) : card.isError ? (
        <Alert tone="error">The profile could not be loaded. {card.error.message}</Alert>
      ) : (
        <dl className={styles.profile}>
          <dt>Category</dt>
          <dd>{card.data.role || app.talentCategory || 'Not set'}</dd>
          <dt>Skills</dt>
          <dd>
            {card.data.skills.length
              ? card.data.skills
                  .map((s) => {
                    const score = card.data.verifiedSkills?.[skillKey(s.skill)]?.score;
                    return s.verified
                      ? `${s.skill} (verified${score === undefined ? '' : `, ${formatPercent(score)}`})`
                      : s.skill;
                  })
                  .join(', ')
              : 'None listed'}
          </dd>
          <dt>Available</dt>
          <dd>{card.data.availability ? 'Yes' : 'No'}</dd>
        </dl>
      )}
      {app.coverNote ? (
        <>
          <h3 className={styles.subTitle}>Cover note</h3>
          <p className={styles.note}>{app.coverNote}</p>
        </>
      ) : null}
      <p>
        {cvUrl ? (
          <a href={cvUrl} target="_blank" rel="noreferrer">
            Open CV{cvName ? ` (${cvName})` : ''}
          </a>
        ) : (
          'No CV attached.'
        )}
      </p>
      <p>
        <Link href={`${COMPANY_ROUTES.assessments}/${encodeURIComponent(app.talentId)}`}>
          Full profile of {app.talentName}
        </Link>
      </p>
      {app.stage === 'interview' ? <CompanyInterviewPanel app={app} /> : null}
      <ApplicantNotesPanel app={app} />
    </Dialog>
  );
}
