import { useEffect, useId, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import {
  FORM_ERROR,
  FormError,
  SchemaForm,
  SERVER_ERROR,
  useFormControl,
  useFormField,
} from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { UploadControl } from '@/components/ui/upload-control';
import { useEventId, useEventJoinLink } from '@/hooks/use-events';
import { useUpload } from '@/hooks/use-upload';
import { ValidationError } from '@/services/errors';
import type { CommunityEvent, EventInput } from '@/services/schemas/event';
import type { UploadTarget } from '@/services/uploads';
import { EVENT_AUDIENCES, EVENT_LIMITS, EVENT_MODES } from '@/services/schemas/event-constants';
import { FIELD_OF, initialEventValues, toEventInput, type EventFormValues } from './event-form-values';
import { TimeZoneSelect } from './time-zone-select';

const loadSchema = () => import('./event-form-schema').then((m) => m.eventFormSchema);

const AUDIENCE_LABELS: Record<string, string> = { talents: 'Talents', companies: 'Companies', everyone: 'Everyone' };
const MODE_LABELS: Record<string, string> = { online: 'Online', 'in-person': 'In person' };

function Fields({ eventId }: { eventId: string }) {
  const field = useFormField<EventFormValues>();
  const zone = useFormControl<EventFormValues, 'timeZone'>('timeZone');
  const cover = useFormControl<EventFormValues, 'coverUrl'>('coverUrl');
  const mode = useWatch<EventFormValues, 'mode'>({ name: 'mode' });
  const target = useMemo((): UploadTarget => ({ kind: 'eventFile', eventId }), [eventId]);
  const upload = useUpload({
    target,
    accept: ['image'],
    onUploaded: ({ downloadURL }) => cover.onChange(downloadURL),
  });
  return (
    <>
      <FormError />
      <TextField label="Title" maxLength={EVENT_LIMITS.titleMax} {...field('title')} />
      <TextArea label="Description" rows={4} maxLength={EVENT_LIMITS.descriptionMax} {...field('description')} />
      <TextField label="Starts" type="datetime-local" {...field('start')} />
      <TextField label="Ends" type="datetime-local" {...field('end')} />
      <TimeZoneSelect value={zone.value} onChange={zone.onChange} error={zone.error} />
      <SelectField
        label="Where"
        options={EVENT_MODES}
        optionLabel={(m) => MODE_LABELS[m]}
        placeholder="Online or in person"
        {...field('mode')}
      />
      {mode === 'online' ? (
        <TextField key="link" label="Link to join" type="url" placeholder="https://" {...field('link')} />
      ) : (
        <TextField key="place" label="Place" maxLength={EVENT_LIMITS.placeMax} {...field('place')} />
      )}
      <SelectField
        label="Audience"
        options={EVENT_AUDIENCES}
        optionLabel={(a) => AUDIENCE_LABELS[a]}
        placeholder="Who it is for"
        {...field('audience')}
      />
      <TextField
        label="Capacity"
        type="number"
        inputMode="numeric"
        min={1}
        max={EVENT_LIMITS.capacityMax}
        {...field('capacity')}
      />
      <UploadControl
        label="Cover image"
        accept="image/jpeg,image/png,image/webp"
        hint="JPEG, PNG or WebP, up to 5 MB"
        state={upload.state}
        onSelect={(file) => void upload.start(file)}
        onCancel={upload.cancel}
        onRetry={upload.retry}
        preview={
          cover.value ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small preview of the uploaded file
            <img src={cover.value} alt="" width={96} height={54} style={{ objectFit: 'cover' }} />
          ) : undefined
        }
      />
    </>
  );
}

/**
 * Create or edit an event in a dialog: times are typed as wall-clock times in the chosen time zone; the cover is
 * an image uploaded to the event's folder (administrators write it, storage.rules), a new event's under the id it is
 * then created with. A new event is saved as a draft or published at once.
 */
export function EventFormDialog({
  event,
  onSave,
  onClose,
}: {
  event?: CommunityEvent;
  /** `id`: the event's, or the one a new event is created with. */
  onSave: (input: EventInput, publish: boolean, id: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const formId = useId();
  const eventId = useEventId(event);
  const publish = useRef(false);
  const form = useSchemaForm<EventFormValues>({ schema: loadSchema, defaultValues: initialEventValues(event) });
  // The join link is kept apart from the event (only those going read it): an edit loads it into the form.
  const joinLink = useEventJoinLink(event?.id ?? '', event?.mode === 'online');
  useEffect(() => {
    if (joinLink.data && !form.getFieldState('link').isDirty) form.resetField('link', { defaultValue: joinLink.data });
  }, [joinLink.data, form]);
  const saving = form.formState.isSubmitting;
  const submit = async (values: EventFormValues) => {
    try {
      await onSave(toEventInput(values), publish.current, eventId);
    } catch (error) {
      if (error instanceof ValidationError)
        for (const i of error.issues)
          form.setError(FIELD_OF[i.field] ?? (i.field as keyof EventFormValues), {
            type: SERVER_ERROR,
            message: i.message,
          });
      else
        form.setError(FORM_ERROR, {
          message: error instanceof Error ? error.message : 'The event could not be saved.',
        });
    }
  };

  return (
    <Dialog
      title={event ? 'Edit event' : 'New event'}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {event ? (
            <Button type="submit" form={formId} busy={saving}>
              {saving ? 'Saving…' : 'Save changes'}
            </Button>
          ) : (
            <>
              {/* Which button sent the form: its click runs before the submit. */}
              <Button
                variant="secondary"
                type="submit"
                form={formId}
                busy={saving}
                onClick={() => (publish.current = false)}
              >
                Save draft
              </Button>
              <Button type="submit" form={formId} busy={saving} onClick={() => (publish.current = true)}>
                {saving ? 'Saving…' : 'Publish'}
              </Button>
            </>
          )}
        </>
      }
    >
      <SchemaForm form={form} onSubmit={submit} id={formId}>
        <Fields eventId={eventId} />
      </SchemaForm>
    </Dialog>
  );
}
