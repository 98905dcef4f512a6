import Link from 'next/link';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError, SchemaForm } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { TALENT_ROUTES } from '@/constants/routes';
import { toast } from '@/hooks/toast';
import { useSaveSearch, useSavedSearches } from '@/components/jobs/use-saved-searches';
import type { JobFilters } from '@/services/schemas/job';
import type { SavedSearchForm } from '@/services/schemas/saved-search';
import { SAVED_SEARCH_LIMITS } from '@/services/schemas/saved-search-constants';
import { SavedSearchFields, showSaveError } from './saved-search-fields';
import { describeSearch, suggestedSearchName } from './saved-search-format';
import styles from './jobs.module.css';

const loadSavedSearchFormSchema = () => import('@/services/schemas/saved-search').then((m) => m.savedSearchFormSchema);

const MAX = SAVED_SEARCH_LIMITS.perTalentMax;

/** "Save this search": the job list's filters as they are, under a name (suggested from them), daily or weekly. */
export function SaveSearchDialog({
  talentId,
  filters,
  onClose,
}: {
  talentId: string;
  filters: JobFilters;
  onClose: () => void;
}) {
  const formId = useId();
  const saved = useSavedSearches(talentId);
  const save = useSaveSearch(talentId);
  const form = useSchemaForm<SavedSearchForm>({
    schema: loadSavedSearchFormSchema,
    defaultValues: { name: suggestedSearchName(filters), frequency: 'daily' },
  });
  const count = saved.data?.length ?? 0;
  const full = count >= MAX;
  const busy = form.formState.isSubmitting;

  const submit = async (values: SavedSearchForm) => {
    try {
      await save.mutateAsync({ filters, form: values });
      toast.success(
        `Search saved. New matching jobs will come ${values.frequency === 'daily' ? 'daily' : 'weekly'} to your notifications and email.`,
      );
      onClose();
    } catch (error) {
      showSaveError(form, error, 'The search could not be saved. Try again.');
    }
  };

  return (
    <Dialog
      title="Save this search"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy || full} busy={busy}>
            {busy ? 'Saving…' : 'Save search'}
          </Button>
        </>
      }
    >
      <SchemaForm form={form} onSubmit={submit} id={formId}>
        <p style={{ marginTop: 0 }}>
          Looks for: <strong>{describeSearch(filters)}</strong>
        </p>
        {full ? (
          <Alert tone="warning">
            You have {MAX} saved searches, the most you can keep. Delete one in{' '}
            <Link href={TALENT_ROUTES.savedSearches} onClick={onClose}>
              Saved searches
            </Link>{' '}
            to save this one.
          </Alert>
        ) : (
          <SavedSearchFields />
        )}
        <p className={styles.muted} style={{ marginBottom: 0 }}>
          {full ? '' : `You can keep up to ${MAX} saved searches${saved.isSuccess ? ` (${count} saved so far)` : ''}. `}
          Each email has a link to stop its alerts.
        </p>
        <FormError />
      </SchemaForm>
    </Dialog>
  );
}
