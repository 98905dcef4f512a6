import { useState } from 'react';
import { EmailField } from '@/components/ui/email-field';
import { Alert } from '@/components/ui/alert';
import {
  FORM_ERROR,
  FormError,
  FormSubmit,
  SchemaForm,
  SERVER_ERROR,
  useFormField,
} from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import type { useTeamActions } from '@/components/companies/use-company-team';
import { BackendError } from '@/services/errors';
import type { InviteInput } from '@/services/schemas/company-team';
import { TEAM_LIMITS } from '@/services/schemas/company-team-constants';
import page from '@/components/ui/sections.module.css';
import styles from './team.module.css';

// zod loads when the form is first touched: the team screen only reads until the owner invites someone.
const loadInviteSchema = () => import('@/services/schemas/company-team').then((m) => m.inviteInputSchema);

function InviteFields() {
  const field = useFormField<InviteInput>();
  return (
    <>
      <EmailField label="Recruiter’s email" {...field('email')} autoComplete="off" required />
      <FormError />
      <div>
        <FormSubmit busyLabel="Sending...">Send invitation</FormSubmit>
      </div>
    </>
  );
}

/** The owner invites a recruiter by email; the link is also shown, to hand over another way. */
export function InviteForm({ invite }: { invite: ReturnType<typeof useTeamActions>['invite'] }) {
  const [sent, setSent] = useState<{ email: string; link: string } | null>(null);
  const form = useSchemaForm<InviteInput>({ schema: loadInviteSchema, defaultValues: { email: '' } });
  const submit = async (values: InviteInput) => {
    // The previous invitation's link goes while the next is sent: it must never pass for the new one.
    setSent(null);
    try {
      const { link } = await invite.mutateAsync(values);
      setSent({ email: values.email, link: new URL(link, window.location.origin).toString() });
      form.reset({ email: '' });
    } catch (error) {
      const message =
        error instanceof BackendError && error.message ? error.message : 'The invitation could not be sent. Try again.';
      form.setError(
        error instanceof BackendError && error.code === 'already-exists' ? 'email' : (FORM_ERROR as 'email'),
        { type: SERVER_ERROR, message },
      );
    }
  };
  return (
    <SchemaForm form={form} onSubmit={submit} className={page.form} aria-labelledby="team-invite">
      {sent ? (
        <Alert tone="success">
          <p>
            We emailed an invitation to {sent.email}. The link works for {TEAM_LIMITS.inviteDays} days; you can also
            send it yourself:
          </p>
          <label>
            Invitation link
            <input
              className={styles.link}
              readOnly
              value={sent.link}
              onFocus={(event) => event.currentTarget.select()}
            />
          </label>
        </Alert>
      ) : null}
      <InviteFields />
    </SchemaForm>
  );
}
