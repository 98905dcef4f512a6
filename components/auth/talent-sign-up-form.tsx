import { useRouter } from 'next/router';
import { FormError, FormSubmit, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { TALENT_ROUTES } from '@/constants/routes';
import { loadSession } from '@/components/auth/auth-loader';
import { useNextPath } from '@/components/auth/use-auth-page-redirect';
import type { TalentSignUpInput } from '@/services/schemas/auth';
import { showAuthError } from '@/components/ui/form/auth-errors';
import styles from './auth-form.module.css';
import { EmailField } from '@/components/ui/email-field';
import { NewPasswordField } from '@/components/ui/password-field';

// zod loads when the form is first touched, not with the page: public pages have 150 KB in all.
const loadTalentSignUpSchema = () => import('@/services/schemas/auth').then((m) => m.talentSignUpSchema);

function TalentSignUpFields() {
  const field = useFormField<TalentSignUpInput>();
  return (
    <>
      <TextField label="Full name" type="text" {...field('name')} autoComplete="name" maxLength={100} required />
      <EmailField {...field('email')} required />
      <NewPasswordField {...field('password')} required />
      <SelectField
        label="Job-seeker category"
        placeholder="Choose a category"
        options={JOB_SEEKER_CATEGORIES}
        {...field('category')}
        required
      />
      <FormError />
      <FormSubmit size="large" block busyLabel="Creating account...">
        Create talent account
      </FormSubmit>
    </>
  );
}

/** Talent sign-up: creates the account and the student document, then sends the verification email. */
export function TalentSignUpForm() {
  const router = useRouter();
  const next = useNextPath('talent');
  const form = useSchemaForm<TalentSignUpInput>({
    schema: loadTalentSignUpSchema,
    // The category starts unchosen: the select shows its placeholder until one is picked.
    defaultValues: { name: '', email: '', password: '', category: '' as TalentSignUpInput['category'] },
  });

  const submit = async (values: TalentSignUpInput) => {
    try {
      const { signUpTalent } = await loadSession();
      await signUpTalent(values);
    } catch (error) {
      showAuthError(form, error, ['email', 'password']);
      return;
    }
    await router.push(next ?? TALENT_ROUTES.home);
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className={styles.form} onFocus={() => void loadSession()}>
      <TalentSignUpFields />
    </SchemaForm>
  );
}
