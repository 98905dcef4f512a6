import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/hooks/toast';
import { useMoveApplications } from '@/components/applications/pipeline/use-pipeline';
import type { Application, RejectionReason } from '@/services/applications/applications';
import { movedText, people } from './bulk-move-text';
import { BULK_MESSAGE_MAX, COMPANY_STAGES } from '@/services/schemas/application-constants';
import { RejectionReasonField, StageField, type CompanyStage } from './stage-fields';

/**
 * Moves (or rejects) the selected applicants in one action, with one optional message sent to each. All or
 * nothing: a refusal names the applicant and why, and the dialog stays open with the choices kept.
 */
export function BulkMoveDialog({
  apps,
  jobId,
  companyId,
  stage: preset,
  onClose,
  onMoved,
}: {
  apps: Application[];
  jobId: string;
  companyId: string;
  stage?: CompanyStage;
  onClose: () => void;
  onMoved: () => void;
}) {
  const [stage, setStage] = useState<CompanyStage | ''>(preset ?? '');
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useMoveApplications(companyId);
  const rejecting = stage === 'rejected';
  const verb = rejecting ? 'Reject' : 'Move';

  const submit = () => {
    if (!stage) return setError('Choose a stage.');
    if (rejecting && !reason) return setError('Choose a reason for rejecting.');
    if (message.trim().length > BULK_MESSAGE_MAX)
      return setError(`Keep the message under ${BULK_MESSAGE_MAX} characters.`);
    setError(null);
    const input = {
      jobId,
      applicationIds: apps.map((a) => a.id),
      stage,
      ...(rejecting && reason ? { reason } : {}),
      ...(message.trim() ? { message: message.trim() } : {}),
    };
    move.mutate(
      { input, firstResponse: apps.some((a) => a.firstResponseAt === null) },
      {
        onSuccess: (result) => {
          toast.success(movedText(result.moved.length, result.unchanged.length, stage));
          onMoved();
        },
      },
    );
  };

  return (
    <Dialog
      title={`${verb} ${people(apps.length)}`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant={rejecting ? 'danger' : 'primary'} onClick={submit} busy={move.isPending}>
            {move.isPending ? 'Moving…' : `${verb} ${people(apps.length)}`}
          </Button>
        </>
      }
    >
      <p style={{ marginTop: 0 }}>{apps.map((a) => a.talentName).join(', ')}</p>
      {preset ? null : (
        <StageField options={COMPANY_STAGES} value={stage} onChange={setStage} error={error && !stage ? error : null} />
      )}
      {rejecting ? (
        <RejectionReasonField value={reason} onChange={setReason} error={error && stage && !reason ? error : null} />
      ) : null}
      <TextArea
        label="Message to each applicant (optional)"
        hint="Sent with the stage change, in the applicant's notifications and email."
        rows={3}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={error && stage && (!rejecting || reason) ? error : null}
      />
      {move.isError ? <Alert tone="error">{move.error.message}</Alert> : null}
    </Dialog>
  );
}
