import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/hooks/toast';
import { useDeleteAccount } from '@/components/account/use-account';
import type { DeleteAccountInput } from '@/services/schemas/auth';
import { DELETE_CONFIRMATION } from '@/services/schemas/limits';
import { useAppDispatch } from '@/store/hooks';
import { ROLE_LOGGED_OUT } from '@/store/role-actions';
import { showAccountError } from './account-errors';
import styles from '@/components/ui/sections.module.css';

type DeletableRole = 'talent' | 'company';
/** What deleting takes: a company's owner takes the company; a recruiter only leaves its team. */
type Deletion = DeletableRole | 'recruiter';

/** An owner's account takes the company with it only once nobody else is on the team; the server refuses before. */
const HAND_OVER_NOTE =
  'If anyone else is on your team, hand ownership over to one of them first (Team): the company goes only with its last member.';

const loadSchema = () => import('@/services/schemas/auth').then((m) => m.deleteAccountSchema);

const WHAT_GOES: Record<Deletion, string[]> = {
  talent: [
    'Your profile, photo, CV and every file you uploaded.',
    'Your open applications are withdrawn. Companies still see that you applied, without your CV or contact details.',
    'Your sign-in: this email and password stop working.',
  ],
  company: [
    'Your company profile, logo and every file you uploaded.',
    'Your jobs close, and applicants still waiting are told the position is no longer open.',
    'Your sign-in: this email and password stop working.',
  ],
  recruiter: [
    'Your place on the team: the company keeps its jobs, applicants and messages.',
    'Your sign-in: this email and password stop working.',
  ],
};

const SUMMARY: Record<Deletion, string> = {
  talent: 'Removes your profile and files and withdraws your open applications. This cannot be undone.',
  company: 'Removes your company profile and files and closes your jobs. This cannot be undone.',
  recruiter: 'Removes your sign-in and takes you off the team; the company and its jobs stay. This cannot be undone.',
};

function DeleteAccountFields({ role }: { role: Deletion }) {
  const field = useFormField<DeleteAccountInput>();
  return (
    <>
      <FormError />
      <div>
        <p>This removes, for good:</p>
        <ul>
          {WHAT_GOES[role].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {role === 'company' ? <p>{HAND_OVER_NOTE}</p> : null}
      </div>
      <TextField label="Current password" type="password" autoComplete="current-password" {...field('password')} />
      <TextField
        label={`Type ${DELETE_CONFIRMATION} to confirm`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...field('confirmation')}
      />
    </>
  );
}

function DeleteAccountDialog({
  role,
  deletion,
  onClose,
}: {
  role: DeletableRole;
  deletion: Deletion;
  onClose: () => void;
}) {
  const formId = useId();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const removal = useDeleteAccount(async () => {
    dispatch(ROLE_LOGGED_OUT[role]());
    toast.success('Your account has been deleted.');
    await router.replace('/');
  });
  const form = useSchemaForm<DeleteAccountInput>({
    schema: loadSchema,
    defaultValues: { password: '', confirmation: '' },
  });
  const busy = form.formState.isSubmitting || removal.isPending;

  const submit = async ({ password }: DeleteAccountInput) => {
    try {
      await removal.mutateAsync(password);
    } catch (error) {
      showAccountError(form, error, { currentPassword: 'password' });
    }
  };

  return (
    <Dialog
      title="Delete your account?"
      onClose={() => !busy && onClose()}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form={formId} disabled={busy}>
            {busy ? 'Deleting…' : 'Delete my account'}
          </Button>
        </>
      }
    >
      <SchemaForm form={form} onSubmit={submit} id={formId} className={styles.form} aria-label="Delete account">
        <DeleteAccountFields role={deletion} />
      </SchemaForm>
    </Dialog>
  );
}

/**
 * Settings section for talents and company members (`recruiter` for a company's member who does not own it): what
 * deleting removes, then a confirmation dialog.
 */
export function DeleteAccountSection({ role, recruiter = false }: { role: DeletableRole; recruiter?: boolean }) {
  const [open, setOpen] = useState(false);
  const deletion: Deletion = role === 'company' && recruiter ? 'recruiter' : role;
  return (
    <section className={styles.section} aria-labelledby="settings-delete">
      <h2 id="settings-delete">Delete account</h2>
      <p className={styles.muted}>{SUMMARY[deletion]}</p>
      {deletion === 'company' ? <p className={styles.muted}>{HAND_OVER_NOTE}</p> : null}
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account…
      </Button>
      {open ? <DeleteAccountDialog role={role} deletion={deletion} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
