import { useRouter } from 'next/router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { JOB_SEEKER_CATEGORIES, type JobSeekerCategory } from '@/constants/enums';
import { TALENT_ROUTES } from '@/constants/routes';
import styles from './auth-form.module.css';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { useAuthForm } from './use-auth-form';
import { loadSession } from './use-auth-submit';
import { PASSWORD_MIN_LENGTH, validateEmail, validatePassword, validateRequired } from './validation';

const isCategory = (value: string): value is JobSeekerCategory => (JOB_SEEKER_CATEGORIES as readonly string[]).includes(value);

/** Talent sign-up: creates the account and the student document, then sends the verification email. */
export function TalentSignUpForm() {
  const router = useRouter();
  const form = useAuthForm({
    initial: { name: '', email: '', password: '', category: '' },
    order: ['name', 'email', 'password', 'category'],
    validate: (values) => ({
      name: validateRequired(values.name, 'Enter your full name.'),
      email: validateEmail(values.email),
      password: validatePassword(values.password, 'new'),
      category: isCategory(values.category) ? null : 'Choose the kind of work you are looking for.',
    }),
  });

  const submit = form.handleSubmit(async ({ name, email, password, category }) => {
    const { signUpTalent } = await loadSession();
    await signUpTalent({ name, email, password, category: category as JobSeekerCategory });
    await router.push(TALENT_ROUTES.home);
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} onFocus={() => void loadSession()}>
      <TextField label="Full name" type="text" {...form.field('name')} autoComplete="name" maxLength={100} required />
      <EmailField {...form.field('email')} required />
      <PasswordField
        {...form.field('password')}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        autoComplete="new-password"
        required
      />
      <SelectField
        label="Job-seeker category"
        placeholder="Choose a category"
        options={JOB_SEEKER_CATEGORIES}
        {...form.field('category')}
        required
      />
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <Button type="submit" size="large" block disabled={form.pending}>
        {form.pending ? 'Creating account...' : 'Create talent account'}
      </Button>
    </form>
  );
}
