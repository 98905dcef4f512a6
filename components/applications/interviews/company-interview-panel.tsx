import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  FORM_ERROR,
  FormError,
  FormSubmit,
  SERVER_ERROR,
  SchemaForm,
  useFormField,
} from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { DetailPanel } from '@/components/ui/detail-panel';
import { LoadError } from '@/components/ui/load-error';
import { TextArea } from '@/components/ui/text-area';
import { useCompanyInterviewActions, useInterview } from '@/components/applications/interviews/use-interviews';
import type { Application } from '@/services/schemas/application';
import type { CancelForm } from '@/services/schemas/interview';
import type { Interview } from '@/services/schemas/interview-constants';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';
import { chosenSlot, downloadInterviewCalendar, slotText } from './interview-view';
import { ProposeInterviewForm } from './propose-interview-form';
import styles from './interviews.module.css';

// zod and the schema load when the person first cancels, not with the panel.
const loadCancelFormSchema = () => import('@/services/schemas/interview').then((m) => m.cancelFormSchema);

type Mode = 'view' | 'propose' | 'confirm-cancel';
type Actions = ReturnType<typeof useCompanyInterviewActions>;

function ReasonField() {
  const field = useFormField<CancelForm>();
  return <TextArea label="Note to the applicant (optional)" rows={2} {...field('reason')} />;
}

/** Asks before cancelling; the optional note goes to the applicant with the notice. */
function CancelConfirm({ interview, actions, onDone }: { interview: Interview; actions: Actions; onDone: () => void }) {
  const form = useSchemaForm<CancelForm>({ schema: loadCancelFormSchema, defaultValues: { reason: '' } });
  const cancel = async ({ reason }: CancelForm) => {
    try {
      await actions.cancel.mutateAsync(reason ? { reason } : {});
      onDone();
    } catch (error) {
      form.setError(FORM_ERROR, {
        type: SERVER_ERROR,
        message: `The interview was not cancelled. ${error instanceof Error ? error.message : 'Try again.'}`,
      });
    }
  };
  return (
    <SchemaForm form={form} onSubmit={cancel} aria-label="Cancel the interview">
      <p>Cancel the interview with {interview.talentName}? They are told at once.</p>
      <ReasonField />
      <FormError />
      <div className={styles.actions}>
        <FormSubmit size="small" variant="danger" busyLabel="Cancelling…">
          Cancel interview
        </FormSubmit>
        <Button size="small" variant="secondary" onClick={onDone}>
          Keep interview
        </Button>
      </div>
    </SchemaForm>
  );
}

function InterviewSummary({ interview }: { interview: Interview }) {
  const slot = chosenSlot(interview);
  if (interview.status === 'scheduled' && slot) {
    return (
      <>
        <p>
          Scheduled: <strong>{slotText(slot)}</strong> (your time zone).
        </p>
        {interview.details ? <p className={styles.muted}>Details: {interview.details}</p> : null}
      </>
    );
  }
  if (interview.status === 'proposed') {
    return (
      <>
        <p>Waiting for {interview.talentName} to pick one of these times (your time zone):</p>
        <ul className={styles.slots}>
          {interview.slots.map((s) => (
            <li key={s.startsAt}>{slotText(s)}</li>
          ))}
        </ul>
      </>
    );
  }
  return <p>Cancelled.{interview.cancelReason ? ` Your note: ${interview.cancelReason}` : ''}</p>;
}

/**
 * The interview with one applicant, on the company's applicant view: propose times, see which one the applicant
 * picked (in the company's own zone), propose new ones (reschedule), cancel after confirming.
 */
export function CompanyInterviewPanel({ app }: { app: Application }) {
  const companyId = useAppSelector(selectCompany)?.id ?? '';
  const interview = useInterview({ role: 'company', uid: companyId }, app.id);
  const actions = useCompanyInterviewActions(companyId, app.id);
  const [mode, setMode] = useState<Mode>('view');
  const propose = async (input: Parameters<Actions['propose']['mutateAsync']>[0]) => {
    await actions.propose.mutateAsync(input);
    setMode('view');
  };
  const current = interview.data ?? null;
  const open = current !== null && current.status !== 'cancelled';
  return (
    <DetailPanel title="Interview">
      {interview.isPending ? (
        <p role="status">Loading interview…</p>
      ) : interview.isError ? (
        <LoadError
          text="The interview could not be loaded."
          error={interview.error}
          onRetry={() => void interview.refetch()}
        />
      ) : current === null || mode === 'propose' ? (
        <ProposeInterviewForm
          submitLabel={current === null ? 'Propose times' : 'Send new times'}
          onPropose={propose}
          onCancel={current === null ? undefined : () => setMode('view')}
        />
      ) : mode === 'confirm-cancel' && open ? (
        <CancelConfirm interview={current} actions={actions} onDone={() => setMode('view')} />
      ) : (
        <>
          <InterviewSummary interview={current} />
          <div className={styles.actions}>
            {current.status === 'scheduled' ? (
              <Button size="small" variant="secondary" onClick={() => downloadInterviewCalendar(current)}>
                Add to calendar (.ics)
              </Button>
            ) : null}
            <Button size="small" variant="secondary" onClick={() => setMode('propose')}>
              {open ? 'Propose new times' : 'Propose times again'}
            </Button>
            {open ? (
              <Button size="small" variant="danger" onClick={() => setMode('confirm-cancel')}>
                Cancel interview…
              </Button>
            ) : null}
          </div>
        </>
      )}
    </DetailPanel>
  );
}
