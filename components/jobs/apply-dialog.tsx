import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { TALENT_ROUTES } from '@/constants/routes';
import { useApplyToJob } from '@/hooks/use-applications';
import { APPLICATION_LIMITS } from '@/services/schemas/application';
import type { Job } from '@/services/schemas/job';
import { studentFiles } from '@/services/talent-profile';
import type { Student } from '@/services/students';

interface ApplyDialogProps {
  job: Pick<Job, 'id' | 'title' | 'companyName'>;
  talent: Student;
  onClose: () => void;
}

/** The cover note is optional; the CV is the one on the profile, attached unless the talent unticks it. */
export function ApplyDialog({ job, talent, onClose }: ApplyDialogProps) {
  const [coverNote, setCoverNote] = useState('');
  const cv = studentFiles(talent);
  const [attachCv, setAttachCv] = useState(Boolean(cv.cvUrl));
  const apply = useApplyToJob(talent.id, { onSuccess: onClose });
  const tooLong = coverNote.length > APPLICATION_LIMITS.coverNoteMax;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (tooLong || apply.isPending) return;
    apply.mutate({ jobId: job.id, coverNote: coverNote.trim() || undefined, cvUrl: attachCv ? cv.cvUrl : undefined });
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
          <Button onClick={() => submit()} disabled={apply.isPending || tooLong}>
            {apply.isPending ? 'Sending…' : 'Send application'}
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
      {cv.cvUrl ? (
        <label>
          <input type="checkbox" checked={attachCv} onChange={(e) => setAttachCv(e.target.checked)} /> Attach the CV from my profile ({cv.cvName ?? 'CV'})
        </label>
      ) : (
        <p>
          No CV on your profile yet. <Link href={TALENT_ROUTES.profile}>Add one to your profile</Link> to send it with your applications.
        </p>
      )}
      {apply.isError ? <Alert tone="error">{apply.error.message}</Alert> : null}
    </Dialog>
  );
}
