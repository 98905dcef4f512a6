import { useState } from 'react';
import { stageLabel } from '@/services/format/labels';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useMoveApplication } from '@/components/applications/pipeline/use-company-applications';
import type { Application, RejectionReason } from '@/services/applications/applications';
import { COMPANY_STAGES } from '@/services/schemas/application-constants';
import { RejectionReasonField, StageField, type CompanyStage } from './stage-fields';

/** Choose a stage, confirm; rejecting needs a reason the talent will see. */
export function MoveDialog({ app, companyId, onClose }: { app: Application; companyId: string; onClose: () => void }) {
  const [stage, setStage] = useState<CompanyStage | ''>('');
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [error, setError] = useState<string | null>(null);
  const move = useMoveApplication(companyId, { onSuccess: onClose });
  const options = COMPANY_STAGES.filter((s) => s !== app.stage);

  const submit = () => {
    if (!stage) return setError('Choose a stage.');
    if (stage === 'rejected' && !reason) return setError('Choose a reason for rejecting.');
    setError(null);
    move.mutate({ app, stage, reason: stage === 'rejected' && reason ? reason : undefined });
  };

  return (
    <Dialog
      title={`Move ${app.talentName}`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={move.isPending}>
            {move.isPending ? 'Moving…' : 'Move applicant'}
          </Button>
        </>
      }
    >
      <p style={{ marginTop: 0 }}>Currently: {stageLabel(app.stage)}</p>
      <StageField options={options} value={stage} onChange={setStage} />
      {stage === 'rejected' ? (
        <RejectionReasonField value={reason} onChange={setReason} error={error && !reason ? error : null} />
      ) : null}
      {error && !(stage === 'rejected' && !reason) ? <Alert tone="error">{error}</Alert> : null}
      {move.isError ? <Alert tone="error">The move failed. {move.error.message}</Alert> : null}
    </Dialog>
  );
}
