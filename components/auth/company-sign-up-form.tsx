import { useRouter } from 'next/router';
import { FormError, FormSubmit, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { TextField } from '@/components/ui/text-field';
import { COMPANY_ROUTES } from '@/constants/routes';
import { loadSession } from '@/components/auth/auth-loader';
import type { CompanySignUpInput } from '@/services/schemas/auth';
import { showAuthError } from '@/components/ui/form/auth-errors';
import styles from './auth-form.module.css';
import { EmailField } from '@/components/ui/email-field';
import { NewPasswordField } from '@/components/ui/password-field';

// zod loads when the form is first touched, not with the page: public pages have 150 KB in all.
const loadCompanySignUpSchema = () => import('@/services/schemas/auth').then((m) => m.companySignUpSchema);

function CompanySignUpFields() {
  const field = useFormField<CompanySignUpInput>();
  return (
    <>
      <TextField
        label="Company name"
        type="text"
        {...field('companyName')}
        autoComplete="organization"
        maxLength={100}
        required
      />
      <EmailField {...field('email')} hint="We send account emails to this address." required />
      <NewPasswordField {...field('password')} required />
      <FormError />
      <FormSubmit size="large" block busyLabel="Creating account...">
        Create company account
      </FormSubmit>
    </>
  );
}

/** Company sign-up: creates the account and the company document. */
export function CompanySignUpForm() {
  const router = useRouter();
  const form = useSchemaForm<CompanySignUpInput>({
    schema: loadCompanySignUpSchema,
    defaultValues: { companyName: '', email: '', password: '' },
  });

  const submit = async (values: CompanySignUpInput) => {
    try {
      const { signUpCompany } = await loadSession();
      await signUpCompany(values);
    } catch (error) {
      showAuthError(form, error, ['email', 'password']);
      return;
    }
    await router.push(COMPANY_ROUTES.home);
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className={styles.form} onFocus={() => void loadSession()}>
      <CompanySignUpFields />
    </SchemaForm>
  );
}
