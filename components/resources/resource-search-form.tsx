/**
 * The resources lists' search (the talents' Learn page and the back office), on the form binding: one box for a
 * skill or a title word, as long as a skill may be; the lists' other filters and buttons come as children.
 */
import type { ReactNode } from 'react';
import { SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { TextField } from '@/components/ui/text-field';
import styles from '@/components/ui/catalog.module.css';
import type { ResourceSearch } from './resource-search-schema';

const resourceSearchSchema = () => import('./resource-search-schema').then((m) => m.resourceSearchSchema);

function SearchBox({ label, placeholder }: { label: string; placeholder?: string }) {
  const field = useFormField<ResourceSearch>();
  return <TextField label={label} placeholder={placeholder} {...field('skill')} />;
}

/** `search` is the search in force (shown until the person types); `onSearch` gets the trimmed text on submit. */
export function ResourceSearchForm({
  search,
  onSearch,
  label,
  placeholder,
  ariaLabel,
  children,
}: {
  search: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder?: string;
  ariaLabel: string;
  children: ReactNode;
}) {
  const form = useSchemaForm<ResourceSearch>({ schema: resourceSearchSchema, defaultValues: { skill: search } });
  return (
    <SchemaForm
      form={form}
      onSubmit={({ skill }) => onSearch(skill.trim())}
      className={styles.toolbar}
      role="search"
      aria-label={ariaLabel}
    >
      <SearchBox label={label} placeholder={placeholder} />
      {children}
    </SchemaForm>
  );
}
