import Link from 'next/link';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { UploadControl } from '@/components/ui/upload-control';
import { UPLOAD_LIMITS } from '@/constants/settings';
import { TALENT_ROUTES } from '@/constants/routes';
import { useApplyToJob } from '@/hooks/use-applications';
import { useUpload, type UploadResult } from '@/hooks/use-upload';
import { APPLICATION_LIMITS } from '@/services/schemas/application';
import type { Job } from '@/services/schemas/job';
import { studentFiles } from '@/services/talent-profile';
import type { Student } from '@/services/students';
import styles from './apply-dialog.module.css';
import { useSingleFlight } from '@/hooks/use-single-flight';

interface ApplyDialogProps {
  job: Pick<Job, 'id' | 'title' | 'companyName'>;
  talent: Student;
  onClose: () => void;
}

type CvChoice = 'profile' | 'upload';
const PDF = ['pdf'] as const;

/**
 * The cover note is optional. The CV is the profile's or a PDF uploaded for this application only (the profile
 * keeps its own); the application records the one chosen. Sending waits for an upload in progress.
 */
export function ApplyDialog({ job, talent, onClose }: ApplyDialogProps) {
  const [coverNote, setCoverNote] = useState('');
  const profileCv = studentFiles(talent);
  const [choice, setChoice] = useState<CvChoice>(profileCv.cvUrl ? 'profile' : 'upload');
  const [uploaded, setUploaded] = useState<UploadResult | null>(null);
  const upload = useUpload({ folder: talent.id, accept: PDF, onUploaded: useCallback((file: UploadResult) => setUploaded(file), []) });
  const apply = useApplyToJob(talent.id, { onSuccess: onClose });
  const tooLong = coverNote.length > APPLICATION_LIMITS.coverNoteMax;
  const uploading = upload.state.status === 'uploading';
  // With a profile CV to fall back on, choosing "upload" and sending nothing would quietly send the profile's.
  const uploadMissing = choice === 'upload' && Boolean(profileCv.cvUrl) && !uploaded;
  const flight = useSingleFlight();
  const blocked = apply.isPending || flight.busy || tooLong || uploading || uploadMissing;
  const cvUrl = choice === 'profile' ? profileCv.cvUrl : uploaded?.downloadURL;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blocked) return;
    flight.run(() => apply.mutateAsync({ jobId: job.id, coverNote: coverNote.trim() || undefined, cvUrl }));
  };

  return (
    <Dialog
      title={`Apply to ${job.title}`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => submit()} disabled={blocked} busy={apply.isPending || flight.busy}>
            {apply.isPending || flight.busy ? 'Sending…' : uploading ? 'Uploading CV…' : 'Send application'}
          </Button>
        </>
      }
    >
      <form onSubmit={submit}>
        <p style={{ marginTop: 0 }}>Your profile goes to {job.companyName} with this application.</p>
        <TextArea
          label="Cover note (optional)"
          value={coverNote}
          onChange={(e) => setCoverNote(e.target.value)}
          error={tooLong ? `At most ${APPLICATION_LIMITS.coverNoteMax} characters` : null}
          hint="A few lines on why this job suits you."
        />
      </form>
      {profileCv.cvUrl ? (
        <CvChoiceField cvName={profileCv.cvName ?? 'CV'} choice={choice} onChange={setChoice} disabled={uploading} />
      ) : (
        <p className={styles.note}>
          No CV on your profile yet: upload a PDF for this application, or <Link href={TALENT_ROUTES.profile}>add one to your profile</Link>{' '}
          to send it with all your applications.
        </p>
      )}
      {choice === 'upload' ? (
        <UploadControl
          label={profileCv.cvUrl ? 'CV for this application' : 'CV for this application (optional)'}
          accept={UPLOAD_LIMITS.pdf.contentTypes.join(',')}
          hint={`PDF, at most 10 MB. Sent with this application only${profileCv.cvUrl ? '; your profile keeps its own CV' : ''}.`}
          buttonLabel={uploaded ? 'Choose another PDF' : 'Choose PDF'}
          state={upload.state}
          onSelect={(file) => {
            setUploaded(null);
            void upload.start(file);
          }}
          onCancel={upload.cancel}
          onRetry={upload.retry}
        />
      ) : null}
      {uploadMissing && !uploading ? <p className={styles.note}>Upload a PDF, or choose the CV from your profile.</p> : null}
      {apply.isError ? <Alert tone="error">{apply.error.message}</Alert> : null}
    </Dialog>
  );
}

function CvChoiceField({ cvName, choice, onChange, disabled }: { cvName: string; choice: CvChoice; onChange: (c: CvChoice) => void; disabled: boolean }) {
  const name = useId();
  return (
    <fieldset className={styles.choices} disabled={disabled}>
      <legend className={styles.legend}>CV to send</legend>
      <label className={styles.choice}>
        <input type="radio" name={name} value="profile" checked={choice === 'profile'} onChange={() => onChange('profile')} /> CV from my profile ({cvName})
      </label>
      <label className={styles.choice}>
        <input type="radio" name={name} value="upload" checked={choice === 'upload'} onChange={() => onChange('upload')} /> Upload a PDF now
      </label>
    </fieldset>
  );
}
