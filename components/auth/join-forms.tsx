import { useRouter } from 'next/router';
import type { UseFormReturn } from 'react-hook-form';
import { showAuthError } from '@/components/ui/form/auth-errors';
import styles from '@/components/auth/auth-form.module.css';
import { EmailField } from '@/components/ui/email-field';
import { NewPasswordField, PasswordField } from '@/components/ui/password-field';
import {
  FORM_ERROR,
  FormError,
  FormSubmit,
  SchemaForm,
  SERVER_ERROR,
  useFormField,
} from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { TextField } from '@/components/ui/text-field';
import { COMPANY_ROUTES } from '@/constants/routes';
import { loadJoinCompany } from '@/components/auth/join-company-loader';
import { BackendError } from '@/services/errors';
import type { RecruiterSignUpInput, SignInInput } from '@/services/schemas/auth';

// zod loads when a form is first touched, not with the page: public pages have 150 KB in all.
const loadSignUpSchema = () => import('@/services/schemas/auth').then((m) => m.recruiterSignUpSchema);
const loadSignInSchema = () => import('@/services/schemas/auth').then((m) => m.signInSchema);

/** The invitation's own refusals (expired, revoked, another email) are in plain words; the provider's are translated. */
const INVITE_REFUSALS = ['not-found', 'failed-precondition', 'permission-denied', 'already-exists'];

function showJoinError<T extends { email: string; password: string }>(form: UseFormReturn<T>, error: unknown) {
  if (error instanceof BackendError && INVITE_REFUSALS.includes(error.code)) {
    form.setError(FORM_ERROR as never, { type: SERVER_ERROR, message: error.message });
    return;
  }
  showAuthError(form, error, ['email', 'password']);
}

function useJoined() {
  const router = useRouter();
  return () => router.push(COMPANY_ROUTES.home);
}

function SignUpFields() {
  const field = useFormField<RecruiterSignUpInput>();
  return (
    <>
      <TextField label="Your name" type="text" {...field('name')} autoComplete="name" maxLength={100} required />
      <EmailField {...field('email')} hint="The address the invitation was sent to." required />
      <NewPasswordField {...field('password')} required />
      <FormError />
      <FormSubmit size="large" block busyLabel="Joining...">
        Create account and join
      </FormSubmit>
    </>
  );
}

/** A new account for the invited email, then the invitation accepted. */
export function JoinWithNewAccountForm({ token, email }: { token: string; email: string }) {
  const joined = useJoined();
  const form = useSchemaForm<RecruiterSignUpInput>({
    schema: loadSignUpSchema,
    defaultValues: { name: '', email, password: '' },
  });
  const submit = async (values: RecruiterSignUpInput) => {
    try {
      await (await loadJoinCompany()).joinWithNewAccount(token, values);
    } catch (error) {
      showJoinError(form, error);
      return;
    }
    await joined();
  };
  return (
    <SchemaForm
      form={form}
      onSubmit={submit}
      className={styles.form}
      onFocus={() => void loadJoinCompany()}
      aria-label="Create your account"
    >
      <SignUpFields />
    </SchemaForm>
  );
}

function SignInFields() {
  const field = useFormField<SignInInput>();
  return (
    <>
      <EmailField {...field('email')} autoComplete="username" required />
      <PasswordField {...field('password')} autoComplete="current-password" required />
      <FormError />
      <FormSubmit size="large" block busyLabel="Joining...">
        Sign in and join
      </FormSubmit>
    </>
  );
}

/** An existing account (of the invited email) signs in, then the invitation is accepted. */
export function JoinWithSignInForm({ token, email }: { token: string; email: string }) {
  const joined = useJoined();
  const form = useSchemaForm<SignInInput>({ schema: loadSignInSchema, defaultValues: { email, password: '' } });
  const submit = async (values: SignInInput) => {
    try {
      await (await loadJoinCompany()).joinWithSignIn(token, values);
    } catch (error) {
      showJoinError(form, error);
      return;
    }
    await joined();
  };
  return (
    <SchemaForm
      form={form}
      onSubmit={submit}
      className={styles.form}
      onFocus={() => void loadJoinCompany()}
      aria-label="Sign in"
    >
      <SignInFields />
    </SchemaForm>
  );
}
