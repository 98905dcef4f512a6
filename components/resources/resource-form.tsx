import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ChipsInput } from '@/components/ui/chips-input';
import { Dialog } from '@/components/ui/dialog';
import { FORM_ERROR, FormError, SchemaForm, useFormControl, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { MultiSelect } from '@/components/ui/multi-select';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import type { Resource, ValidResourceInput } from '@/services/schemas/resource';
import { RESOURCE_LIMITS, RESOURCE_TYPES } from '@/services/schemas/resource-constants';
import { typeLabel } from './resource-labels';
import styles from '@/components/ui/catalog.module.css';

const loadResourceInputSchema = () => import('@/services/schemas/resource').then((m) => m.resourceInputSchema);

const empty: ValidResourceInput = {
  title: '',
  url: '',
  type: 'article',
  skills: [],
  categories: [],
  description: '',
  free: true,
};

/** Each field's wording when it fails the schema, said once here. */
const MESSAGES = {
  title: 'Give the resource a title.',
  url: 'Enter the full link, starting with https:// (or http://).',
  type: 'Choose a type.',
};

function Fields() {
  const field = useFormField<ValidResourceInput>();
  const skills = useFormControl<ValidResourceInput, 'skills'>('skills');
  const categories = useFormControl<ValidResourceInput, 'categories'>('categories');
  const { register } = useFormContext<ValidResourceInput>();
  return (
    <>
      <FormError />
      <TextField label="Title" maxLength={RESOURCE_LIMITS.titleMax} required {...field('title')} />
      <TextField label="Link" type="url" placeholder="https://" hint="http or https only" required {...field('url')} />
      <SelectField
        label="Type"
        options={RESOURCE_TYPES}
        optionLabel={typeLabel}
        placeholder="Choose a type"
        {...field('type')}
      />
      <ChipsInput
        label="Skills"
        values={skills.value}
        onChange={skills.onChange}
        max={RESOURCE_LIMITS.skillsMax}
        error={skills.error}
        hint="Enter or comma adds a skill"
      />
      <MultiSelect
        label="Categories"
        options={JOB_SEEKER_CATEGORIES}
        values={categories.value}
        onChange={categories.onChange}
        error={categories.error}
      />
      <TextArea label="Description" maxLength={RESOURCE_LIMITS.descriptionMax} rows={3} {...field('description')} />
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('free')} /> Free to use
      </label>
    </>
  );
}

/**
 * Create or edit one resource in a dialog. The schema the service validates with checks the form first, so a
 * refusal names its field; nothing is written until every field passes.
 */
export function ResourceFormDialog({
  resource,
  onSave,
  onClose,
}: {
  resource?: Resource;
  onSave: (input: ValidResourceInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const formId = useId();
  const form = useSchemaForm<ValidResourceInput>({
    schema: loadResourceInputSchema,
    defaultValues: resource
      ? {
          title: resource.title,
          url: resource.url,
          type: resource.type,
          skills: resource.skills,
          categories: resource.categories,
          description: resource.description,
          free: resource.free,
        }
      : empty,
    messages: MESSAGES,
  });
  const submit = async (input: ValidResourceInput) => {
    try {
      await onSave(input);
    } catch (error) {
      form.setError(FORM_ERROR, {
        message: error instanceof Error ? error.message : 'The resource could not be saved.',
      });
    }
  };
  const saving = form.formState.isSubmitting;

  return (
    <Dialog
      title={resource ? 'Edit resource' : 'Add resource'}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {saving ? 'Saving…' : resource ? 'Save changes' : 'Add resource'}
          </Button>
        </>
      }
    >
      <SchemaForm form={form} onSubmit={submit} id={formId} style={{ display: 'contents' }}>
        <Fields />
      </SchemaForm>
    </Dialog>
  );
}
