import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FORM_ERROR, FormError, FormSubmit, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { LoadError } from '@/components/ui/load-error';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/hooks/toast';
import { useNotificationSettings, useSaveNotificationSettings } from '@/hooks/use-notification-settings';
import {
  DELIVERY_CHOICES,
  TOPICS_FOR,
  deliveryChoice,
  type NotificationSettings,
  type NotifiedRole,
} from '@/services/schemas/notification-settings';
import { describeAccountError } from './account-errors';
import { choiceLabel, topicLabel } from './notification-labels';
import styles from '@/components/ui/sections.module.css';

const SAVED = 'Notification settings saved.';
const loadSchema = () =>
  import('@/services/schemas/notification-settings-schema').then((m) => m.notificationSettingsSchema);

function SettingsFields({ role, saved }: { role: NotifiedRole; saved: boolean }) {
  const field = useFormField<NotificationSettings>();
  // The confirmation stands until the next change.
  const { isDirty } = useFormContext<NotificationSettings>().formState;
  return (
    <>
      {TOPICS_FOR[role].map((topic) => (
        <SelectField
          key={topic}
          label={topicLabel(topic, role)}
          options={DELIVERY_CHOICES}
          optionLabel={choiceLabel}
          placeholder="Choose where it goes"
          {...field(topic)}
        />
      ))}
      <FormError />
      <div className={styles.actions}>
        <FormSubmit busyLabel="Saving...">Save notification settings</FormSubmit>
        <p role="status" className={styles.muted}>
          {saved && !isDirty ? SAVED : ''}
        </p>
      </div>
    </>
  );
}

function SettingsForm({ role, uid, stored }: { role: NotifiedRole; uid: string; stored: NotificationSettings }) {
  const save = useSaveNotificationSettings(uid);
  const current = Object.fromEntries(
    TOPICS_FOR[role].map((topic) => [topic, deliveryChoice(stored, topic)]),
  ) as NotificationSettings;
  const form = useSchemaForm<NotificationSettings>({ schema: loadSchema, defaultValues: current });
  const [saved, setSaved] = useState(false);

  const submit = async (values: NotificationSettings) => {
    setSaved(false);
    try {
      await save.mutateAsync(values);
    } catch (error) {
      form.setError(FORM_ERROR, { message: `Not saved. ${describeAccountError(error).message}` });
      return;
    }
    form.reset(values);
    setSaved(true);
    toast.success(SAVED);
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className={styles.form} aria-labelledby="settings-notifications">
      <SettingsFields role={role} saved={saved} />
    </SchemaForm>
  );
}

/**
 * Notifications: for each kind of news this role gets, "In app and email", "In app only" or "Off". Sign-in,
 * security and account-review emails are not settings: they always go.
 */
export function NotificationSettingsSection({ role, uid }: { role: NotifiedRole; uid: string }) {
  const settings = useNotificationSettings(uid);
  return (
    <section className={styles.section} aria-labelledby="settings-notifications">
      <h2 id="settings-notifications">Notifications</h2>
      <p className={styles.muted}>
        Choose where each kind of news reaches you. Sign-in, security and account emails are always sent.
      </p>
      {settings.isPending ? (
        <p role="status">Loading your notification settings…</p>
      ) : settings.isError ? (
        <LoadError
          text="Your notification settings could not be loaded."
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SettingsForm role={role} uid={uid} stored={settings.data} />
      )}
    </section>
  );
}
