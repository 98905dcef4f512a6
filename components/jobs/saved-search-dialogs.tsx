import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError, SchemaForm } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '@/components/jobs/use-saved-searches';
import type { SavedSearch, SavedSearchForm } from '@/services/schemas/saved-search';
import { SavedSearchFields, showSaveError } from './saved-search-fields';

interface Props {
  talentId: string;
  search: SavedSearch;
  onClose: () => void;
}

const loadSavedSearchFormSchema = () => import('@/services/schemas/saved-search').then((m) => m.savedSearchFormSchema);

/** Rename a saved search or change how often it sends; its filters stay as saved. */
export function EditSavedSearchDialog({ talentId, search, onClose }: Props) {
  const formId = useId();
  const update = useUpdateSavedSearch(talentId);
  const form = useSchemaForm<SavedSearchForm>({
    schema: loadSavedSearchFormSchema,
    defaultValues: { name: search.name, frequency: search.frequency },
  });
  const busy = form.formState.isSubmitting;
  const submit = async (values: SavedSearchForm) => {
    try {
      await update.mutateAsync({ id: search.id, form: values });
      onClose();
    } catch (error) {
      showSaveError(form, error, 'The saved search could not be changed. Try again.');
    }
  };
  return (
    <Dialog
      title={`Edit "${search.name}"`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy} busy={busy}>
            {busy ? 'Saving…' : 'Save changes'}
          </Button>
        </>
      }
    >
      <SchemaForm form={form} onSubmit={submit} id={formId}>
        <SavedSearchFields />
        <FormError />
      </SchemaForm>
    </Dialog>
  );
}

/** Deleting stops its alerts for good; the jobs themselves stay on the job list. */
export function DeleteSavedSearchDialog({ talentId, search, onClose }: Props) {
  const remove = useDeleteSavedSearch(talentId);
  return (
    <Dialog
      title={`Delete "${search.name}"?`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button
            variant="danger"
            busy={remove.isPending}
            disabled={remove.isPending}
            onClick={() => remove.mutate(search.id, { onSuccess: onClose })}
          >
            {remove.isPending ? 'Deleting…' : 'Delete saved search'}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>
        Its alerts stop and it leaves your list. You can save the same search again from the job list.
      </p>
    </Dialog>
  );
}
