import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormSubmit } from '@/components/ui/form/schema-form';
import { LoadError } from '@/components/ui/load-error';
import { ScreenHeader } from '@/components/ui/screen-header';
import { SelectField } from '@/components/ui/select-field';
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { toast } from '@/hooks/toast';
import {
  useCreateResource,
  useDeleteResource,
  useMoveResource,
  useResources,
  useUpdateResource,
} from '@/components/resources/use-resources';
import type { Resource, ResourceFilters } from '@/services/schemas/resource';
import { RESOURCE_TYPES } from '@/services/schemas/resource-constants';
import { ResourceCard } from './resource-card';
import { ResourceFormDialog } from './resource-form';
import { ResourceSearchForm } from './resource-search-form';
import { typeLabel } from './resource-labels';
import styles from '@/components/ui/catalog.module.css';
import { LoadMore } from '@/components/ui/load-more';
import { errorMessage } from '@/services/format/error-message';

/** Back-office resources: search and filters, 20 a page in the administrators' order; add, edit, move, remove. */
export function AdminResourcesScreen() {
  const [filters, setFilters] = useState<ResourceFilters>({});
  const [editing, setEditing] = useState<Resource | 'new' | null>(null);
  const [removing, setRemoving] = useState<Resource | null>(null);
  const list = useResources(filters);
  const create = useCreateResource();
  const update = useUpdateResource();
  const remove = useDeleteResource();
  const move = useMoveResource();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Boolean(filters.skill || filters.type || filters.category);

  const search = (skill: string) => setFilters((f) => ({ ...f, skill: skill || undefined }));
  const doMove = (resource: Resource, direction: 'up' | 'down') =>
    move.mutate({ id: resource.id, direction }, { onError: (e) => toast.error(errorMessage(e)) });

  return (
    <>
      <ScreenHeader
        title="Resources"
        lead="Learning resources talents find on their Learn page, in the order shown here."
      />
      <ResourceSearchForm
        search={filters.skill ?? ''}
        onSearch={search}
        label="Search by skill or title word"
        ariaLabel="Resources"
      >
        <SelectField
          label="Type"
          options={RESOURCE_TYPES}
          optionLabel={typeLabel}
          placeholder="All types"
          optional
          value={filters.type ?? ''}
          onChange={(e) =>
            setFilters((f) => ({ ...f, type: (e.target.value || undefined) as ResourceFilters['type'] }))
          }
        />
        <SelectField
          label="Category"
          options={JOB_SEEKER_CATEGORIES}
          placeholder="All categories"
          optional
          value={filters.category ?? ''}
          onChange={(e) =>
            setFilters((f) => ({ ...f, category: (e.target.value || undefined) as ResourceFilters['category'] }))
          }
        />
        <FormSubmit variant="secondary">Search</FormSubmit>
        <Button onClick={() => setEditing('new')}>Add resource</Button>
      </ResourceSearchForm>

      <section aria-label="Resource list" aria-busy={list.isFetching}>
        {list.isPending ? (
          <div className={styles.list} role="status" aria-label="Loading resources">
            {[0, 1, 2].map((i) => (
              <div key={i} className={styles.skeleton} />
            ))}
          </div>
        ) : list.isError && items.length === 0 ? (
          <LoadError text="Resources could not be loaded." error={list.error} onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <div className={styles.center}>
            <h2>{filtered ? 'No resource matches these filters' : 'No resources yet'}</h2>
            <p className={styles.muted}>
              {filtered
                ? 'Clear a filter or search for another skill.'
                : 'Add the first one: talents see it on their Learn page.'}
            </p>
          </div>
        ) : (
          <>
            <ul className={styles.list}>
              {items.map((resource, i) => (
                <li key={resource.id}>
                  <ResourceCard
                    resource={resource}
                    actions={
                      <>
                        <Button
                          size="small"
                          variant="ghost"
                          aria-label={`Move up: ${resource.title}`}
                          disabled={move.isPending || (!filtered && i === 0)}
                          onClick={() => doMove(resource, 'up')}
                        >
                          Move up
                        </Button>
                        <Button
                          size="small"
                          variant="ghost"
                          aria-label={`Move down: ${resource.title}`}
                          disabled={move.isPending || (!filtered && i === items.length - 1 && !list.hasNextPage)}
                          onClick={() => doMove(resource, 'down')}
                        >
                          Move down
                        </Button>
                        <Button
                          size="small"
                          variant="secondary"
                          aria-label={`Edit: ${resource.title}`}
                          onClick={() => setEditing(resource)}
                        >
                          Edit
                        </Button>
                        <Button
                          size="small"
                          variant="danger"
                          aria-label={`Remove: ${resource.title}`}
                          onClick={() => setRemoving(resource)}
                        >
                          Remove
                        </Button>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
            <LoadMore pages={list} noun="resources" />
          </>
        )}
      </section>

      {editing ? (
        <ResourceFormDialog
          resource={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            if (editing === 'new') await create.mutateAsync(input);
            else await update.mutateAsync({ id: editing.id, input });
            toast.success(editing === 'new' ? 'Resource added.' : 'Resource saved.');
            setEditing(null);
          }}
        />
      ) : null}
      {removing ? (
        <Dialog
          title="Remove this resource?"
          onClose={() => setRemoving(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setRemoving(null)}>
                Keep it
              </Button>
              <Button
                variant="danger"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(removing.id, {
                    onSuccess: () => {
                      toast.success('Resource removed.');
                      setRemoving(null);
                    },
                    onError: (e) => toast.error(errorMessage(e)),
                  })
                }
              >
                Remove
              </Button>
            </>
          }
        >
          <p>
            “{removing.title}” disappears from every talent’s Learn page. Talents who saved it keep their own copy of
            the link.
          </p>
        </Dialog>
      ) : null}
    </>
  );
}
