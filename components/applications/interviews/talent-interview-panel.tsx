import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FORM_ERROR, FormError, FormSubmit, SERVER_ERROR, SchemaForm } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { DetailPanel } from '@/components/ui/detail-panel';
import { LoadError } from '@/components/ui/load-error';
import { useChooseInterviewSlot, useInterview } from '@/components/applications/interviews/use-interviews';
import type { Application } from '@/services/schemas/application';
import type { ChooseSlotForm } from '@/services/schemas/interview-choice';
import type { Interview } from '@/services/schemas/interview-constants';
import { selectTalent } from '@/store/talents-slice';
import { useAppSelector } from '@/store/hooks';
import { changedText, chosenSlot, downloadInterviewCalendar, slotText, viewerZone } from './interview-view';
import styles from './interviews.module.css';

// zod and the schema load when the talent answers, not to show a scheduled or cancelled interview.
const loadChooseSlotSchema = () => import('@/services/schemas/interview-choice').then((m) => m.chooseSlotSchema);

/** The proposed times as a radio group; a time already past is shown but cannot be picked. */
function PickSlotForm({ interview, talentId }: { interview: Interview; talentId: string }) {
  const choose = useChooseInterviewSlot(talentId, interview.applicationId);
  const form = useSchemaForm<ChooseSlotForm>({ schema: loadChooseSlotSchema, defaultValues: { slot: '' } });
  const error = form.formState.errors.slot?.message;
  const errorId = useId();
  const zone = viewerZone();
  const [now] = useState(() => Date.now());
  const submit = async ({ slot }: ChooseSlotForm) => {
    try {
      await choose.mutateAsync({ interview, index: Number(slot) });
    } catch (failure) {
      form.setError(FORM_ERROR, {
        type: SERVER_ERROR,
        message: `Your choice was not saved. ${failure instanceof Error ? failure.message : 'Try again.'}`,
      });
    }
  };
  return (
    <SchemaForm form={form} onSubmit={submit} aria-label="Pick an interview time">
      <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
        <legend className={styles.legend}>Pick a time (shown in your time zone, {zone})</legend>
        {interview.slots.map((slot, i) => (
          <label key={slot.startsAt} className={styles.choice}>
            <input type="radio" value={String(i)} disabled={slot.startsAt <= now} {...form.register('slot')} />
            {slotText(slot, zone)}
            {slot.startsAt <= now ? ' (passed)' : ''}
          </label>
        ))}
      </fieldset>
      {error ? (
        // Focusable and marked, so a submit without a pick lands on the reason (radios carry no aria-invalid).
        <p id={errorId} className={styles.error} tabIndex={-1} data-form-error>
          {error}
        </p>
      ) : null}
      <FormError />
      <FormSubmit size="small" busyLabel="Confirming…">
        Confirm this time
      </FormSubmit>
    </SchemaForm>
  );
}

function InterviewState({ interview, talentId }: { interview: Interview; talentId: string }) {
  const slot = chosenSlot(interview);
  if (interview.status === 'proposed') {
    return (
      <>
        <p className={styles.muted}>
          {interview.companyName} proposes {interview.slots.length === 1 ? 'a time' : `${interview.slots.length} times`}{' '}
          for an interview.
          {interview.details ? ` Details: ${interview.details}` : ''}
        </p>
        <PickSlotForm interview={interview} talentId={talentId} />
      </>
    );
  }
  if (interview.status === 'scheduled' && slot) {
    return (
      <>
        <p>
          Your interview is on <strong>{slotText(slot)}</strong>.
        </p>
        {interview.details ? <p className={styles.muted}>Details: {interview.details}</p> : null}
        <Button size="small" variant="secondary" onClick={() => downloadInterviewCalendar(interview)}>
          Add to calendar (.ics)
        </Button>
      </>
    );
  }
  return (
    <div role="status">
      <p>
        {interview.companyName} cancelled the interview{changedText(interview) ? ` on ${changedText(interview)}` : ''}.
        {slot ? ` It was planned for ${slotText(slot)}.` : ''}
      </p>
      {interview.cancelReason ? <p className={styles.muted}>Their note: {interview.cancelReason}</p> : null}
    </div>
  );
}

/**
 * The interview on one application card: pick one of the company's times, then see it in your own zone and add
 * it to your calendar; a cancellation shows as a notice. Nothing while the company has proposed nothing.
 */
export function TalentInterviewPanel({ app }: { app: Application }) {
  const talentId = useAppSelector(selectTalent)?.id ?? '';
  const interview = useInterview({ role: 'talent', uid: talentId }, app.id);
  if (interview.isPending) return <p role="status">Loading interview…</p>;
  if (interview.isError)
    return (
      <LoadError
        text="The interview could not be loaded."
        error={interview.error}
        onRetry={() => void interview.refetch()}
      />
    );
  if (interview.data === null) return null;
  return (
    <DetailPanel title="Interview">
      <InterviewState interview={interview.data} talentId={talentId} />
    </DetailPanel>
  );
}
