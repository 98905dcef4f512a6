/** What the back-office lists' filter forms share: the end of the form (their rules are in ./filter-schemas.ts). */
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormSubmit } from '@/components/ui/form/schema-form';
import styles from './backoffice.module.css';

/** The form fields every back-office list filter has besides its own: the search and "Suspended only". */
export interface FilterFormBase {
  q: string;
  suspended: boolean;
}

/** The end of a list's filter form: "Suspended only", Search, and Clear once filters are in force. */
export function FilterFormEnd({ active, onClear }: { active: boolean; onClear: () => void }) {
  const { register } = useFormContext<FilterFormBase>();
  return (
    <>
      <label className={styles.actions}>
        <input type="checkbox" {...register('suspended')} />
        Suspended only
      </label>
      <div className={styles.actions}>
        <FormSubmit>Search</FormSubmit>
        {active ? (
          <Button variant="ghost" onClick={onClear}>
            Clear
          </Button>
        ) : null}
      </div>
    </>
  );
}
