import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/hooks/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { DELETE_CONFIRMATION, deleteAccount } from '@/services/account-deletion';
import { useAppDispatch } from '@/store/hooks';
import { ROLE_LOGGED_OUT } from '@/store/role-actions';
import { describeAccountError } from './account-errors';
import styles from './settings.module.css';

type DeletableRole = 'talent' | 'company';

const WHAT_GOES: Record<DeletableRole, string[]> = {
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
};

interface Errors {
  password?: string;
  confirmation?: string;
  form?: string;
}

function DeleteAccountDialog({ role, onClose }: { role: DeletableRole; onClose: () => void }) {
  const formId = useId();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // Callbacks on the mutation itself: signing out may unmount this screen before the call returns.
  const removal = useMutation({
    mutationFn: (password: string) => deleteAccount(password),
    onSuccess: async () => {
      dispatch(ROLE_LOGGED_OUT[role]());
      queryClient.clear();
      toast.success('Your account has been deleted.');
      await router.replace('/');
    },
    onError: (error) => {
      const { field, message } = describeAccountError(error);
      setErrors(field === 'currentPassword' ? { password: message } : { form: message });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!password) found.password = 'Enter your current password.';
    if (confirmation.trim() !== DELETE_CONFIRMATION) found.confirmation = `Type ${DELETE_CONFIRMATION} in capital letters to confirm.`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    removal.mutate(password);
  };

  return (
    <Dialog
      title="Delete your account?"
      onClose={() => !removal.isPending && onClose()}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={removal.isPending}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form={formId} disabled={removal.isPending}>
            {removal.isPending ? 'Deleting…' : 'Delete my account'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate aria-label="Delete account">
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
        <div>
          <p>This removes, for good:</p>
          <ul>
            {WHAT_GOES[role].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={confirmation}
          error={errors.confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
      </form>
    </Dialog>
  );
}

/** Settings section for talents and companies: what deleting removes, then a confirmation dialog. */
export function DeleteAccountSection({ role }: { role: DeletableRole }) {
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="settings-delete">
      <h2 id="settings-delete">Delete account</h2>
      <p className={styles.muted}>
        {role === 'talent'
          ? 'Removes your profile and files and withdraws your open applications. This cannot be undone.'
          : 'Removes your company profile and files and closes your jobs. This cannot be undone.'}
      </p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account…
      </Button>
      {open ? <DeleteAccountDialog role={role} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
