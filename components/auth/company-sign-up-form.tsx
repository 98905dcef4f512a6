import { useRouter } from 'next/router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { COMPANY_ROUTES } from '@/constants/routes';
import styles from './auth-form.module.css';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { useAuthForm } from './use-auth-form';
import { loadSession } from './use-auth-submit';
import { PASSWORD_MIN_LENGTH, validateEmail, validatePassword, validateRequired } from './validation';

/** Company sign-up: creates the account and the company document. */
export function CompanySignUpForm() {
  const router = useRouter();
  const form = useAuthForm({
    initial: { companyName: '', email: '', password: '' },
    order: ['companyName', 'email', 'password'],
    validate: (values) => ({
      companyName: validateRequired(values.companyName, "Enter your company's name."),
      email: validateEmail(values.email),
      password: validatePassword(values.password, 'new'),
    }),
  });

  const submit = form.handleSubmit(async ({ companyName, email, password }) => {
    const { signUpCompany } = await loadSession();
    await signUpCompany({ companyName, email, password });
    await router.push(COMPANY_ROUTES.home);
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} onFocus={() => void loadSession()}>
      <TextField label="Company name" type="text" {...form.field('companyName')} autoComplete="organization" maxLength={100} required />
      <EmailField {...form.field('email')} hint="We send account emails to this address." required />
      <PasswordField
        {...form.field('password')}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        autoComplete="new-password"
        required
      />
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <Button type="submit" size="large" block disabled={form.pending}>
        {form.pending ? 'Creating account...' : 'Create company account'}
      </Button>
    </form>
  );
}
