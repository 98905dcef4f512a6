import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { FormError, FormSubmit, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { PageTitle } from '@/components/ui/page-title';
import { AREA_ROUTES, PUBLIC_ROUTES, ROLES, type Role } from '@/constants/routes';
import { loadSession } from '@/components/auth/auth-loader';
import { useLocalMailbox } from '@/hooks/use-local-mailbox';
import { BackendError } from '@/services/errors';
import type { PasswordResetRequest } from '@/services/schemas/auth';
import { showAuthError } from '@/components/ui/form/auth-errors';
import styles from './auth-form.module.css';
import { EmailField } from '@/components/ui/email-field';

// zod loads when the form is first touched, not with the page: public pages have 150 KB in all.
const loadPasswordResetRequestSchema = () =>
  import('@/services/schemas/auth').then((m) => m.passwordResetRequestSchema);

function roleFromQuery(value: unknown): Role {
  return ROLES.includes(value as Role) ? (value as Role) : 'talent';
}

function ResetRequestFields() {
  const field = useFormField<PasswordResetRequest>();
  return (
    <>
      <EmailField {...field('email')} required />
      <FormError />
      <FormSubmit size="large" block busyLabel="Sending...">
        Send reset link
      </FormSubmit>
    </>
  );
}

/** One "Forgot password?" flow for the three sign-in pages; `?role=` only decides where "Back to sign in" goes. */
export function ForgotPasswordScreen() {
  const router = useRouter();
  const role = roleFromQuery(router.query.role);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mailbox = useLocalMailbox();
  const form = useSchemaForm<PasswordResetRequest>({
    schema: loadPasswordResetRequestSchema,
    defaultValues: { email: '' },
  });

  const submit = async ({ email }: PasswordResetRequest) => {
    try {
      const { sendPasswordReset } = await loadSession();
      await sendPasswordReset(email).catch((caught: unknown) => {
        // Same answer whether or not an account exists, so this form cannot be used to probe for accounts.
        if (!(caught instanceof BackendError && caught.code === 'auth/user-not-found')) throw caught;
      });
      setSentTo(email);
    } catch (error) {
      showAuthError(form, error, ['email']);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="forgot-title">
      <PageTitle title="Reset your password" />
      <h1 id="forgot-title" className={styles.title}>
        Reset your password
      </h1>
      {sentTo ? (
        <Alert tone="success">
          <p>
            If an account uses <strong>{sentTo}</strong>, a link to choose a new password is on its way. Check your spam
            folder if it does not arrive within a few minutes.
          </p>
          {mailbox ? (
            <p>
              Local mode: open the <a href={PUBLIC_ROUTES.devMailbox}>local mailbox</a> to find it.
            </p>
          ) : null}
        </Alert>
      ) : (
        <>
          <p className={styles.subtitle}>
            Enter the email you signed up with and we will send you a link to choose a new password.
          </p>
          <SchemaForm form={form} onSubmit={submit} className={styles.form}>
            <ResetRequestFields />
          </SchemaForm>
        </>
      )}
      <div className={styles.footer}>
        <p>
          <Link href={AREA_ROUTES[role].login} prefetch={false}>
            Back to sign in
          </Link>
        </p>
      </div>
    </section>
  );
}
