import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { UploadControl } from '@/components/ui/upload-control';
import { useUpload } from '@/hooks/use-upload';
import { ValidationError } from '@/services/errors';
import { validateInput } from '@/services/schemas/common';
import { EVENT_AUDIENCES, EVENT_LIMITS, EVENT_MODES, eventInputSchema, type CommunityEvent, type EventInput } from '@/services/schemas/event';
import { browserTimeZone, utcToZoned, zonedToUtc } from './event-time';
import { TimeZoneSelect } from './time-zone-select';
import { useSingleFlight } from '@/hooks/use-single-flight';

interface Values {
  title: string;
  description: string;
  start: string;
  end: string;
  timeZone: string;
  mode: EventInput['mode'];
  link: string;
  place: string;
  coverUrl: string;
  audience: EventInput['audience'];
  capacity: string;
}

const AUDIENCE_LABELS: Record<string, string> = { talents: 'Talents', companies: 'Companies', everyone: 'Everyone' };
const MODE_LABELS: Record<string, string> = { online: 'Online', 'in-person': 'In person' };

function initial(event?: CommunityEvent): Values {
  const zone = event && !event.timeZoneUnknown ? event.timeZone : browserTimeZone();
  if (event) {
    return {
      title: event.title, description: event.description, start: utcToZoned(event.startsAt, zone), end: utcToZoned(event.endsAt, zone), timeZone: zone,
      mode: event.mode, link: event.link ?? '', place: event.place ?? '', coverUrl: event.coverUrl ?? '', audience: event.audience, capacity: String(event.capacity),
    };
  }
  return { title: '', description: '', start: '', end: '', timeZone: zone, mode: 'online', link: '', place: '', coverUrl: '', audience: 'talents', capacity: '50' };
}

function toInput(v: Values): EventInput {
  return {
    title: v.title,
    description: v.description,
    startsAt: zonedToUtc(v.start, v.timeZone),
    endsAt: zonedToUtc(v.end, v.timeZone),
    timeZone: v.timeZone,
    mode: v.mode,
    link: v.mode === 'online' && v.link.trim() ? v.link.trim() : undefined,
    place: v.mode === 'in-person' && v.place.trim() ? v.place : undefined,
    coverUrl: v.coverUrl || undefined,
    audience: v.audience,
    capacity: Number(v.capacity),
  };
}

type Errors = Partial<Record<string, string>>;
const FIELD_OF: Record<string, string> = { startsAt: 'start', endsAt: 'end' };

/**
 * Create or edit an event in a dialog: times are typed as wall-clock times in the chosen time zone; the cover is
 * an image uploaded to the administrator's own folder (the image rules of storage.rules). A new event is saved as
 * a draft or published at once.
 */
export function EventFormDialog({ event, uid, onSave, onClose }: { event?: CommunityEvent; uid: string; onSave: (input: EventInput, publish: boolean) => Promise<unknown>; onClose: () => void }) {
  const [values, setValues] = useState<Values>(() => initial(event));
  const [errors, setErrors] = useState<Errors>({});
  const flight = useSingleFlight();
  const saving = flight.busy;
  const set = (key: keyof Values, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const upload = useUpload({ folder: uid, accept: ['image'], onUploaded: ({ downloadURL }) => set('coverUrl', downloadURL) });

  const submit = async (publish: boolean) => {
    let input: EventInput;
    try {
      input = validateInput(eventInputSchema(), toInput(values));
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      setErrors(Object.fromEntries(error.issues.map((i) => [FIELD_OF[i.field] ?? i.field, i.field === 'startsAt' || i.field === 'endsAt' ? (i.message.includes('after') ? i.message : 'Choose a date and time') : i.message])));
      return;
    }
    setErrors({});
    flight.run(async () => {
      try {
        await onSave(input, publish);
      } catch (error) {
        if (error instanceof ValidationError) setErrors(Object.fromEntries(error.issues.map((i) => [i.field, i.message])));
        else setErrors({ form: error instanceof Error ? error.message : 'The event could not be saved.' });
      }
    });
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
            <Button busy={saving} onClick={() => void submit(false)}>
              {saving ? 'Saving…' : 'Save changes'}
            </Button>
          ) : (
            <>
              <Button variant="secondary" busy={saving} onClick={() => void submit(false)}>
                Save draft
              </Button>
              <Button busy={saving} onClick={() => void submit(true)}>
                {saving ? 'Saving…' : 'Publish'}
              </Button>
            </>
          )}
        </>
      }
    >
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <TextField label="Title" value={values.title} maxLength={EVENT_LIMITS.titleMax} onChange={(e) => set('title', e.target.value)} error={errors.title} />
      <TextArea label="Description" value={values.description} rows={4} maxLength={EVENT_LIMITS.descriptionMax} onChange={(e) => set('description', e.target.value)} error={errors.description} />
      <TextField label="Starts" type="datetime-local" value={values.start} onChange={(e) => set('start', e.target.value)} error={errors.start} />
      <TextField label="Ends" type="datetime-local" value={values.end} onChange={(e) => set('end', e.target.value)} error={errors.end} />
      <TimeZoneSelect value={values.timeZone} onChange={(zone) => set('timeZone', zone)} error={errors.timeZone} />
      <SelectField label="Where" options={EVENT_MODES} optionLabel={(m) => MODE_LABELS[m]} placeholder="Online or in person" value={values.mode} onChange={(e) => set('mode', e.target.value)} />
      {values.mode === 'online' ? (
        <TextField label="Link to join" type="url" placeholder="https://" value={values.link} onChange={(e) => set('link', e.target.value)} error={errors.link} />
      ) : (
        <TextField label="Place" value={values.place} maxLength={EVENT_LIMITS.placeMax} onChange={(e) => set('place', e.target.value)} error={errors.place} />
      )}
      <SelectField label="Audience" options={EVENT_AUDIENCES} optionLabel={(a) => AUDIENCE_LABELS[a]} placeholder="Who it is for" value={values.audience} onChange={(e) => set('audience', e.target.value)} />
      <TextField label="Capacity" type="number" inputMode="numeric" min={1} max={EVENT_LIMITS.capacityMax} value={values.capacity} onChange={(e) => set('capacity', e.target.value)} error={errors.capacity} />
      <UploadControl
        label="Cover image"
        accept="image/jpeg,image/png,image/webp"
        hint="JPEG, PNG or WebP, up to 5 MB"
        state={upload.state}
        onSelect={(file) => void upload.start(file)}
        onCancel={upload.cancel}
        onRetry={upload.retry}
        // eslint-disable-next-line @next/next/no-img-element -- a small preview of the uploaded file
        preview={values.coverUrl ? <img src={values.coverUrl} alt="" width={96} height={54} style={{ objectFit: 'cover' }} /> : undefined}
      />
    </Dialog>
  );
}
