/** The administrator's "new conversation": find a talent or company by its sign-in email, then open the thread. */
import { useRouter } from 'next/router';
import { FORM_ERROR, FormError, FormSubmit, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { TextField } from '@/components/ui/text-field';
import { ADMIN_ROUTES, messagesWith } from '@/constants/routes';
import { useFindAccount } from '@/components/messaging/use-message-admin';
import type { StartConversationValues as Values } from './message-form-schemas';
import styles from './admin-messages.module.css';

const schema = () => import('./message-form-schemas').then((m) => m.startConversationSchema);

function EmailField() {
  const field = useFormField<Values>();
  return <TextField label="Write to (email of a talent or company)" type="email" {...field('email')} />;
}

export function StartConversation() {
  const router = useRouter();
  const find = useFindAccount();
  const form = useSchemaForm<Values>({ schema, defaultValues: { email: '' } });
  const submit = async ({ email }: Values) => {
    try {
      const account = await find.mutateAsync(email);
      if (!account) form.setError('email', { message: 'No talent or company signs in with this email.' });
      else void router.push(messagesWith(ADMIN_ROUTES.messages, account.uid, { name: account.name }));
    } catch (e) {
      form.setError(FORM_ERROR, { message: (e as Error).message });
    }
  };
  return (
    <SchemaForm
      form={form}
      onSubmit={submit}
      className={`${styles.card} ${styles.row}`}
      aria-label="Start a conversation"
    >
      <EmailField />
      <FormError />
      <FormSubmit busyLabel="Finding…">Start conversation</FormSubmit>
    </SchemaForm>
  );
}
