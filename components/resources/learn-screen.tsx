import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormSubmit } from '@/components/ui/form/schema-form';
import { LoadError } from '@/components/ui/load-error';
import { ScreenHeader } from '@/components/ui/screen-header';
import { SelectField } from '@/components/ui/select-field';
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { useResources } from '@/components/resources/use-resources';
import { useSavedResources } from '@/components/resources/use-saved-resources';
import type { ResourceFilters } from '@/services/schemas/resource';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  resourceCategorySelected,
  resourceFiltersCleared,
  resourceSaved,
  resourceSearchChanged,
  resourceUnsaved,
  selectResourceFilters,
} from '@/store/resources-slice';
import { ResourceCard } from './resource-card';
import { ResourceSearchForm } from './resource-search-form';
import { typeLabel } from './resource-labels';
import styles from '@/components/ui/catalog.module.css';
import { LoadMore } from '@/components/ui/load-more';
import { useSignedInProfile } from '@/hooks/use-signed-in-profile';

const ALL = 'all';

/**
 * The talents' Learn page: resources by skill and category, the talent's own category first (chosen until the
 * talent picks another), 20 a page; "Save for later" keeps a copy of the link on this device.
 */
export function LearnScreen() {
  const dispatch = useAppDispatch();
  const talent = useSignedInProfile('talent');
  const { search, category } = useAppSelector(selectResourceFilters);
  const saved = useSavedResources();
  // The search form shows the search in force (which a ?skill= link may have set): it starts again when that
  // changes, or when "Show all resources" clears what was typed.
  const [clears, setClears] = useState(0);
  const router = useRouter();
  // A link such as /talent-dashboard/learn?skill=React (from an assessment result) opens with that skill.
  const linked = typeof router.query.skill === 'string' ? router.query.skill.trim().slice(0, 60) : '';
  useEffect(() => {
    if (!linked) return;
    // Arriving for one skill (e.g. from an assessment result): that skill in every category.
    dispatch(resourceSearchChanged(linked));
    dispatch(resourceCategorySelected(ALL));
  }, [linked, dispatch]);
  const own = talent?.role && (JOB_SEEKER_CATEGORIES as readonly string[]).includes(talent.role) ? talent.role : null;
  // No choice yet: the talent's own category. "All categories" is a choice too (stored as `all`).
  const chosen = category ?? own ?? ALL;
  const filters: ResourceFilters = {
    ...(search ? { skill: search } : {}),
    ...(chosen !== ALL ? { category: chosen as ResourceFilters['category'] } : {}),
  };
  const list = useResources(filters, { enabled: talent !== null });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const savedIds = new Set(saved.map((r) => r.id));
  const categories = own ? [own, ...JOB_SEEKER_CATEGORIES.filter((c) => c !== own)] : [...JOB_SEEKER_CATEGORIES];

  return (
    <>
      <ScreenHeader
        title="Learn"
        lead="Free and paid courses, articles, videos and tools picked by our team, for the skills employers ask for."
      />
      <ResourceSearchForm
        key={`${search}|${clears}`}
        search={search}
        onSearch={(skill) => dispatch(resourceSearchChanged(skill))}
        label="Skill"
        placeholder="e.g. React, SEO, Figma"
        ariaLabel="Learning resources"
      >
        <SelectField
          label="Category"
          options={[ALL, ...categories]}
          optionLabel={(c) => (c === ALL ? 'All categories' : c === own ? `${c} (your category)` : c)}
          placeholder="All categories"
          value={chosen}
          onChange={(e) => dispatch(resourceCategorySelected(e.target.value))}
        />
        <FormSubmit>Search</FormSubmit>
      </ResourceSearchForm>

      <section aria-label="Resources" aria-busy={list.isFetching}>
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
            <h2>No resources match</h2>
            <p className={styles.muted}>Try another skill or all categories.</p>
            <Button
              variant="secondary"
              onClick={() => {
                setClears((n) => n + 1);
                dispatch(resourceFiltersCleared());
                dispatch(resourceCategorySelected(ALL));
              }}
            >
              Show all resources
            </Button>
          </div>
        ) : (
          <>
            <ul className={styles.list}>
              {items.map((resource) => (
                <li key={resource.id}>
                  <ResourceCard
                    resource={resource}
                    actions={
                      savedIds.has(resource.id) ? (
                        <Button
                          size="small"
                          variant="secondary"
                          aria-label={`Remove from saved: ${resource.title}`}
                          onClick={() => dispatch(resourceUnsaved(resource.id))}
                        >
                          Remove from saved
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          variant="secondary"
                          aria-label={`Save for later: ${resource.title}`}
                          onClick={() =>
                            dispatch(
                              resourceSaved({
                                id: resource.id,
                                title: resource.title,
                                url: resource.url,
                                type: resource.type,
                              }),
                            )
                          }
                        >
                          Save for later
                        </Button>
                      )
                    }
                  />
                </li>
              ))}
            </ul>
            <LoadMore pages={list} noun="resources" />
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby="saved-resources">
        <h2 id="saved-resources">Saved for later</h2>
        {saved.length === 0 ? (
          <p className={styles.muted}>Nothing saved yet. Saved resources stay on this device, even offline.</p>
        ) : (
          <ul className={styles.list}>
            {saved.map((r) => (
              <li key={r.id} className={styles.card}>
                <div className={styles.body}>
                  <a href={r.url} target="_blank" rel="noopener noreferrer">
                    {r.title}
                  </a>
                  <p className={styles.muted}>{typeLabel(r.type)}</p>
                </div>
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={`Remove: ${r.title}`}
                  onClick={() => dispatch(resourceUnsaved(r.id))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
