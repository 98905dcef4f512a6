import { useFormContext } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { FormError } from '@/components/ui/form/schema-form';

/** Above a long form: the save's refusal, or else a pointer to the fields marked below. */
export function FormStatus() {
  const { formState } = useFormContext();
  const { root, ...fields } = formState.errors;
  if (root) return <FormError />;
  return Object.keys(fields).length > 0 ? <Alert tone="error">Some fields need your attention.</Alert> : null;
}
