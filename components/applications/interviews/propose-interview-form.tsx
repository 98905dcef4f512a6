import { useFieldArray, useFormContext } from 'react-hook-form';
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
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import type { ProposeForm, ProposeInput } from '@/services/schemas/interview';
import { INTERVIEW_LIMITS, INTERVIEW_MINUTES } from '@/services/schemas/interview-constants';
import { formZone, proposalFromForm } from './proposal';
import styles from './interviews.module.css';

// zod and the schema load on the form's first focus (useSchemaForm preloads it), not with the panel.
const loadProposeFormSchema = () => import('@/services/schemas/interview').then((m) => m.proposeFormSchema);

function SlotFields() {
  const { control } = useFormContext<ProposeForm>();
  const field = useFormField<ProposeForm>();
  const slots = useFieldArray({ control, name: 'slots' });
  return (
    <>
      {slots.fields.map((slot, i) => (
        <div key={slot.id} className={styles.slotRow}>
          <TextField label={`Time ${i + 1}`} type="datetime-local" {...field(`slots.${i}.start`)} />
          {slots.fields.length > 1 ? (
            <Button size="small" variant="ghost" onClick={() => slots.remove(i)} aria-label={`Remove time ${i + 1}`}>
              Remove
            </Button>
          ) : null}
        </div>
      ))}
      {slots.fields.length < INTERVIEW_LIMITS.slotsMax ? (
        <Button size="small" variant="secondary" onClick={() => slots.append({ start: '' })}>
          Add another time
        </Button>
      ) : null}
    </>
  );
}

function LengthAndDetails() {
  const field = useFormField<ProposeForm>();
  return (
    <>
      <SelectField
        label="Length"
        placeholder="Choose a length"
        options={INTERVIEW_MINUTES}
        optionLabel={(m) => `${m} minutes`}
        {...field('minutes')}
      />
      <TextArea
        label="Where or how (optional)"
        hint="A video link, an address or a phone number."
        rows={2}
        {...field('details')}
      />
    </>
  );
}

interface Props {
  submitLabel: string;
  /** Throws when the proposal was refused: what was typed stays and the reason shows. */
  onPropose: (input: ProposeInput) => Promise<void>;
  onCancel?: () => void;
}

/** One to five times of one length, in the company's own zone (said above the fields), and how to join. */
export function ProposeInterviewForm({ submitLabel, onPropose, onCancel }: Props) {
  const zone = formZone();
  const form = useSchemaForm<ProposeForm>({
    schema: loadProposeFormSchema,
    defaultValues: { slots: [{ start: '' }], minutes: '30', details: '' },
  });
  const submit = async (values: ProposeForm) => {
    try {
      await onPropose(proposalFromForm(values, zone));
    } catch (error) {
      form.setError(FORM_ERROR, {
        type: SERVER_ERROR,
        message: `The times were not sent. ${error instanceof Error ? error.message : 'Try again.'}`,
      });
    }
  };
  return (
    <SchemaForm form={form} onSubmit={submit} aria-label="Propose interview times">
      <p className={styles.muted}>Times are in your time zone ({zone}); the applicant sees them in theirs.</p>
      <SlotFields />
      <LengthAndDetails />
      <FormError />
      <div className={styles.actions}>
        <FormSubmit size="small" busyLabel="Sending…">
          {submitLabel}
        </FormSubmit>
        {onCancel ? (
          <Button size="small" variant="secondary" onClick={onCancel}>
            Back
          </Button>
        ) : null}
      </div>
    </SchemaForm>
  );
}
