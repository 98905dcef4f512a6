import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { capitalise } from '@/services/format/job-format';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FORM_ERROR, FormError, SERVER_ERROR, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/hooks/toast';
import { useMoveApplications } from '@/components/applications/pipeline/use-pipeline';
import type { Application } from '@/services/applications/applications';
import { stageLabel } from '@/services/format/labels';
import type { MoveChoice } from '@/services/schemas/application';
import { COMPANY_STAGES, REJECTION_REASONS } from '@/services/schemas/application-constants';
import { MOVE_TEMPLATES } from '@/services/schemas/move-templates';
import { movedText, people } from './move-text';

type CompanyStage = (typeof COMPANY_STAGES)[number];

// zod and the move rule's schema load when the dialog is first used, not with the pipeline.
const loadMoveChoiceSchema = () => import('@/services/schemas/application').then((m) => m.moveChoiceSchema);
/** An unchosen select or an empty note is "none", not an empty choice. */
const noneIfEmpty = { setValueAs: (value: string) => (value === '' ? undefined : value) };
/** The reason counts only while it is asked for: hidden again (another stage), it is dropped. */
const reasonWhileShown = { ...noneIfEmpty, shouldUnregister: true };

function ChoiceFields({ stages, preset }: { stages: readonly CompanyStage[]; preset?: CompanyStage }) {
  const field = useFormField<MoveChoice>();
  const stage = useFormContext<MoveChoice>().watch('stage');
  return (
    <>
      {preset ? null : (
        <SelectField
          label="New stage"
          placeholder="Choose a stage"
          options={stages}
          optionLabel={stageLabel}
          // Shows the placeholder: a browser would otherwise show (and send) the first stage offered.
          defaultValue=""
          {...field('stage', noneIfEmpty)}
        />
      )}
      {stage === 'rejected' ? (
        <SelectField
          label="Reason for rejecting"
          placeholder="Choose a reason"
          options={REJECTION_REASONS}
          optionLabel={capitalise}
          defaultValue=""
          {...field('reason', reasonWhileShown)}
        />
      ) : null}
      <TemplatePicker stage={stage ?? preset} />
      <TextArea
        label="Message to each applicant (optional)"
        hint="Sent with the stage change, in the applicant's notifications, email and timeline. {first name}, {job} and {company} are filled in for each applicant."
        rows={4}
        {...field('message', noneIfEmpty)}
      />
    </>
  );
}

/** Puts a template's text into the message, to send as it is or edit first. */
function TemplatePicker({ stage }: { stage?: CompanyStage }) {
  const { setValue } = useFormContext<MoveChoice>();
  const templates = (stage && MOVE_TEMPLATES[stage]) || [];
  if (templates.length === 0) return null;
  return (
    <SelectField
      key={stage}
      label="Start from a template (optional)"
      placeholder="Write my own"
      optional
      options={templates.map((t) => t.name)}
      defaultValue=""
      onChange={(event) => {
        const template = templates.find((t) => t.name === event.target.value);
        setValue('message', template?.text, { shouldDirty: true });
      }}
    />
  );
}

/**
 * Moves (or rejects) one applicant or the selected ones of one job, in one trusted call, with one optional message
 * sent to each. The form checks what the move rule's schema says (a stage; a reason to reject); the rest of the rule
 * is the server's, and its refusal (which names the applicant and why) shows here with the choices kept.
 */
export function MoveDialog({
  apps,
  companyId,
  stage: preset,
  onClose,
  onMoved,
}: {
  apps: Application[];
  companyId: string;
  /** A stage already chosen (a drop on a column, the selection's Reject): the dialog asks only for the rest. */
  stage?: CompanyStage;
  onClose: () => void;
  onMoved?: () => void;
}) {
  const formId = useId();
  const move = useMoveApplications(companyId);
  const form = useSchemaForm<MoveChoice>({
    schema: loadMoveChoiceSchema,
    defaultValues: preset ? { stage: preset } : {},
  });
  const one = apps.length === 1 ? apps[0] : null;
  const rejecting = (form.watch('stage') ?? preset) === 'rejected';
  const verb = rejecting ? 'Reject' : 'Move';
  // The title keeps what the dialog was opened for (a drop on Rejected, the selection's Reject, or a move).
  const title = `${preset === 'rejected' ? 'Reject' : 'Move'} ${one ? one.talentName : people(apps.length)}`;
  const sending = form.formState.isSubmitting;

  const submit = async ({ stage, reason, message }: MoveChoice) => {
    try {
      const result = await move.mutateAsync({
        input: {
          jobId: apps[0].jobId,
          applicationIds: apps.map((a) => a.id),
          stage,
          ...(reason ? { reason } : {}),
          ...(message ? { message } : {}),
        },
        firstResponse: apps.some((a) => a.firstResponseAt === null),
      });
      toast.success(movedText(apps, result, stage));
      onMoved?.();
      onClose();
    } catch (error) {
      form.setError(FORM_ERROR, {
        type: SERVER_ERROR,
        message: error instanceof Error ? error.message : 'Nothing was moved. Try again.',
      });
    }
  };

  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={rejecting ? 'danger' : 'primary'} busy={sending}>
            {sending ? 'Moving…' : `${verb} ${one ? 'applicant' : people(apps.length)}`}
          </Button>
        </>
      }
    >
      <SchemaForm form={form} onSubmit={submit} id={formId}>
        <p style={{ marginTop: 0 }}>
          {one ? `Currently: ${stageLabel(one.stage)}` : apps.map((a) => a.talentName).join(', ')}
        </p>
        <ChoiceFields stages={one ? COMPANY_STAGES.filter((s) => s !== one.stage) : COMPANY_STAGES} preset={preset} />
        <FormError />
      </SchemaForm>
    </Dialog>
  );
}
