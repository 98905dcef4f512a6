import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useCallback, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FORM_ERROR, FormError, SERVER_ERROR, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { DraftNotice } from '@/components/ui/form/draft-notice';
import { useFormDraft } from '@/components/ui/form/use-form-draft';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { TextArea } from '@/components/ui/text-area';
import { UploadControl } from '@/components/ui/upload-control';
import { UPLOAD_LIMITS } from '@/constants/settings';
import { TALENT_ROUTES } from '@/constants/routes';
import { useApplyToJob } from '@/hooks/use-applications';
import { useUpload, type UploadResult } from '@/hooks/use-upload';
import type { CoverNoteInput } from '@/services/schemas/application';
import type { Job } from '@/services/schemas/job';
import { talentFiles } from '@/services/format/talent-profile';
import type { Talent } from '@/services/talents/talents';
import type { UploadTarget } from '@/services/uploads';
import styles from './apply-dialog.module.css';
import { PrioritySignalField } from './priority-signal-field';
import { prioritySignalKeys } from './use-priority-signals';

interface ApplyDialogProps {
  job: Pick<Job, 'id' | 'title' | 'companyName'>;
  talent: Talent;
  onClose: () => void;
}

type CvChoice = 'profile' | 'upload';
const loadCoverNoteSchema = () => import('@/services/schemas/application').then((m) => m.coverNoteSchema);

const PDF = ['pdf'] as const;

/**
 * The cover note is optional. The CV is the profile's or a PDF uploaded for this application only (the profile
 * keeps its own); the application records the one chosen. Sending waits for an upload in progress.
 */
function CoverNoteField() {
  const field = useFormField<CoverNoteInput>();
  return (
    <TextArea label="Cover note (optional)" hint="A few lines on why this job suits you." {...field('coverNote')} />
  );
}

export function ApplyDialog({ job, talent, onClose }: ApplyDialogProps) {
  const formId = useId();
  const profileCv = talentFiles(talent);
  const [choice, setChoice] = useState<CvChoice>(profileCv.cvUrl ? 'profile' : 'upload');
  const [uploaded, setUploaded] = useState<UploadResult | null>(null);
  const [signal, setSignal] = useState(false);
  const queryClient = useQueryClient();
  // This application's own folder: the job's company opens it, and it is fixed once the application is sent.
  const target = useMemo(
    (): UploadTarget => ({ kind: 'applicationFile', uid: talent.id, jobId: job.id }),
    [talent.id, job.id],
  );
  const upload = useUpload({
    target,
    accept: PDF,
    onUploaded: useCallback((file: UploadResult) => setUploaded(file), []),
  });
  const apply = useApplyToJob(talent.id, { onSuccess: onClose });
  const form = useSchemaForm<CoverNoteInput>({ schema: loadCoverNoteSchema, defaultValues: { coverNote: '' } });
  const draft = useFormDraft(form, `apply:${job.id}`);
  const uploading = upload.state.status === 'uploading';
  // With a profile CV to fall back on, choosing "upload" and sending nothing would quietly send the profile's.
  const uploadMissing = choice === 'upload' && Boolean(profileCv.cvUrl) && !uploaded;
  const sending = form.formState.isSubmitting || apply.isPending;
  const cvUrl = choice === 'profile' ? profileCv.cvUrl : uploaded?.downloadURL;

  const submit = async ({ coverNote }: CoverNoteInput) => {
    if (uploading || uploadMissing) return;
    try {
      await apply.mutateAsync({ jobId: job.id, coverNote: coverNote || undefined, cvUrl, signal: signal || undefined });
      draft.clear();
      if (signal) void queryClient.invalidateQueries({ queryKey: prioritySignalKeys.talent(talent.id) });
    } catch (error) {
      form.setError(FORM_ERROR, {
        type: SERVER_ERROR,
        message: error instanceof Error ? error.message : 'The application could not be sent. Try again.',
      });
    }
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
          <Button
            type="submit"
            needsServer
            form={formId}
            disabled={sending || uploading || uploadMissing}
            busy={sending}
          >
            {sending ? 'Sending…' : uploading ? 'Uploading CV…' : 'Send application'}
          </Button>
        </>
      }
    >
      <SchemaForm form={form} onSubmit={submit} id={formId}>
        <p style={{ marginTop: 0 }}>Your profile goes to {job.companyName} with this application.</p>
        <DraftNotice draft={draft} />
        <CoverNoteField />
        {profileCv.cvUrl ? (
          <CvChoiceField cvName={profileCv.cvName ?? 'CV'} choice={choice} onChange={setChoice} disabled={uploading} />
        ) : (
          <p className={styles.note}>
            No CV on your profile yet: upload a PDF for this application, or{' '}
            <Link href={TALENT_ROUTES.profile}>add one to your profile</Link> to send it with all your applications.
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
        {uploadMissing && !uploading ? (
          <p className={styles.note}>Upload a PDF, or choose the CV from your profile.</p>
        ) : null}
        <PrioritySignalField uid={talent.id} checked={signal} onChange={setSignal} disabled={sending} />
        <FormError />
      </SchemaForm>
    </Dialog>
  );
}

function CvChoiceField({
  cvName,
  choice,
  onChange,
  disabled,
}: {
  cvName: string;
  choice: CvChoice;
  onChange: (c: CvChoice) => void;
  disabled: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={styles.choices} disabled={disabled}>
      <legend className={styles.legend}>CV to send</legend>
      <label className={styles.choice}>
        <input
          type="radio"
          name={name}
          value="profile"
          checked={choice === 'profile'}
          onChange={() => onChange('profile')}
        />{' '}
        CV from my profile ({cvName})
      </label>
      <label className={styles.choice}>
        <input
          type="radio"
          name={name}
          value="upload"
          checked={choice === 'upload'}
          onChange={() => onChange('upload')}
        />{' '}
        Upload a PDF now
      </label>
    </fieldset>
  );
}
