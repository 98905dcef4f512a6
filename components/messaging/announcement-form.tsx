/** The announcement's fields, driven by the schema the server validates with, and its preview once it is complete. */
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import type { AnnouncementDraft } from '@/components/messaging/use-message-admin';
import type { Audience } from '@/services/schemas/messaging';
import { AUDIENCES, MESSAGING_LIMITS } from '@/services/schemas/messaging-constants';
import styles from './admin-messages.module.css';

export const AUDIENCE_LABELS: Record<Audience, string> = {
  talents: 'All talents',
  companies: 'All companies',
  everyone: 'Everyone',
};
/** Counts are of people: each talent, and each member of a company's team. */
export const peopleCount = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
const MESSAGES = {
  audience: 'Choose who receives it.',
  title: 'Give the announcement a title.',
  body: 'Write the message.',
};
const EMPTY = { audience: '' as Audience, title: '', body: '' };

function Fields() {
  const field = useFormField<AnnouncementDraft>();
  const [title, body] = useWatch<AnnouncementDraft, ['title', 'body']>({ name: ['title', 'body'] });
  const ready = Boolean(title?.trim() && body?.trim());
  return (
    <>
      <SelectField
        label="Send to"
        placeholder="Choose who receives it"
        options={AUDIENCES}
        optionLabel={(a) => AUDIENCE_LABELS[a as Audience]}
        {...field('audience')}
      />
      <TextField label="Title" maxLength={MESSAGING_LIMITS.announcementTitleMax} {...field('title')} />
      <TextArea label="Message" rows={5} maxLength={MESSAGING_LIMITS.announcementBodyMax} {...field('body')} />
      {ready ? (
        <div>
          <p className={styles.muted}>Preview (a notification, and an email to those who did not opt out):</p>
          <div className={styles.preview}>
            <strong>{title}</strong>
            {'\n'}
            {body}
          </div>
        </div>
      ) : null}
    </>
  );
}

const loadSchema = () => import('@/services/schemas/messaging').then((m) => m.announcementInputSchema);

interface FormProps {
  sending: boolean;
  progress: { recipients: number; total: number } | null;
  /** A valid draft, to confirm; `sent` clears the form once it went out. */
  onReview: (draft: AnnouncementDraft, sent: () => void) => void;
}

export function AnnouncementForm({ sending, progress, onReview }: FormProps) {
  const form = useSchemaForm<AnnouncementDraft>({ schema: loadSchema, defaultValues: EMPTY, messages: MESSAGES });
  return (
    <SchemaForm
      form={form}
      className={styles.form}
      aria-label="New announcement"
      onSubmit={(draft) => onReview(draft, () => form.reset(EMPTY))}
    >
      <Fields />
      {progress ? (
        <div role="status">
          <label htmlFor="announcement-progress" className={styles.muted}>
            Delivered to {progress.recipients} of {peopleCount(progress.total)}
          </label>
          <progress
            id="announcement-progress"
            className={styles.progress}
            max={Math.max(progress.total, 1)}
            value={progress.recipients}
          />
        </div>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Review and send'}
        </Button>
      </div>
    </SchemaForm>
  );
}
