import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChipsInput } from '@/components/ui/chips-input';
import { Dialog } from '@/components/ui/dialog';
import { MultiSelect } from '@/components/ui/multi-select';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { ValidationError } from '@/services/errors';
import { validateInput } from '@/services/schemas/common';
import { RESOURCE_LIMITS, RESOURCE_TYPES, resourceInputSchema, type Resource, type ResourceInput } from '@/services/schemas/resource';
import { typeLabel } from './resource-labels';
import styles from '@/components/ui/catalog.module.css';

type Errors = Partial<Record<keyof ResourceInput | 'form', string>>;

const empty: ResourceInput = { title: '', url: '', type: 'article', skills: [], categories: [], description: '', free: true };

/**
 * Create or edit one resource in a dialog. The schema the service validates with checks the form first, so a
 * refusal names its field; nothing is written until every field passes.
 */
export function ResourceFormDialog({ resource, onSave, onClose }: { resource?: Resource; onSave: (input: ResourceInput) => Promise<unknown>; onClose: () => void }) {
  const [values, setValues] = useState<ResourceInput>(
    resource ? { title: resource.title, url: resource.url, type: resource.type, skills: resource.skills, categories: resource.categories, description: resource.description, free: resource.free } : empty,
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof ResourceInput>(key: K, value: ResourceInput[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    let input: ResourceInput;
    try {
      input = validateInput(resourceInputSchema, values);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      setErrors(Object.fromEntries(error.issues.map((i) => [i.field.split('.')[0], i.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(input);
    } catch (error) {
      setErrors({ form: error instanceof Error ? error.message : 'The resource could not be saved.' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      title={resource ? 'Edit resource' : 'Add resource'}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={saving} onClick={() => void submit()}>
            {saving ? 'Saving…' : resource ? 'Save changes' : 'Add resource'}
          </Button>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate style={{ display: 'contents' }}>
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
        <TextField label="Title" value={values.title} maxLength={RESOURCE_LIMITS.titleMax} onChange={(e) => set('title', e.target.value)} error={errors.title} required />
        <TextField label="Link" type="url" value={values.url} placeholder="https://" onChange={(e) => set('url', e.target.value)} error={errors.url} hint="http or https only" required />
        <SelectField label="Type" options={RESOURCE_TYPES} optionLabel={typeLabel} placeholder="Choose a type" value={values.type} onChange={(e) => set('type', e.target.value as ResourceInput['type'])} error={errors.type} />
        <ChipsInput label="Skills" values={values.skills} onChange={(skills) => set('skills', skills)} max={RESOURCE_LIMITS.skillsMax} error={errors.skills} hint="Enter or comma adds a skill" />
        <MultiSelect label="Categories" options={JOB_SEEKER_CATEGORIES} values={values.categories} onChange={(c) => set('categories', c as ResourceInput['categories'])} error={errors.categories} />
        <TextArea label="Description" value={values.description} maxLength={RESOURCE_LIMITS.descriptionMax} rows={3} onChange={(e) => set('description', e.target.value)} error={errors.description} />
        <label className={styles.checkbox}>
          <input type="checkbox" checked={values.free} onChange={(e) => set('free', e.target.checked)} /> Free to use
        </label>
      </form>
    </Dialog>
  );
}
