import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useStudent } from '@/hooks/use-talent-profile';
import type { Application } from '@/services/applications';
import { studentFiles } from '@/services/talent-profile';
import styles from './pipeline.module.css';

/** A read-only view of the applicant's profile and CV (the one sent with the application first). */
export function TalentProfileDialog({ app, onClose }: { app: Application; onClose: () => void }) {
  const student = useStudent(app.talentId);
  const files = student.data ? studentFiles(student.data) : null;
  const cvUrl = app.cvUrl ?? files?.cvUrl;
  return (
    <Dialog title={app.talentName} onClose={onClose} actions={<Button onClick={onClose}>Close</Button>}>
      {student.isPending ? (
        <p role="status">Loading profile…</p>
      ) : student.isError ? (
        <Alert tone="error">The profile could not be loaded. {student.error.message}</Alert>
      ) : (
        <dl className={styles.profile}>
          <dt>Category</dt>
          <dd>{student.data.role || app.talentCategory || 'Not set'}</dd>
          <dt>Skills</dt>
          <dd>{student.data.skills.length ? student.data.skills.map((s) => (s.verified ? `${s.skill} (verified)` : s.skill)).join(', ') : 'None listed'}</dd>
          <dt>Available</dt>
          <dd>{student.data.availability ? 'Yes' : 'No'}</dd>
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
            Open CV{files?.cvName ? ` (${files.cvName})` : ''}
          </a>
        ) : (
          'No CV attached.'
        )}
      </p>
    </Dialog>
  );
}

/** Messaging is a later feature; say so instead of a button that does nothing. */
export function MessageDialog({ app, onClose }: { app: Application; onClose: () => void }) {
  return (
    <Dialog title="Messaging is coming soon" onClose={onClose} actions={<Button onClick={onClose}>OK</Button>}>
      <p style={{ marginTop: 0 }}>
        You will be able to message {app.talentName} here in a later release. Until then, move the application through
        the stages: the talent sees each change.
      </p>
    </Dialog>
  );
}
