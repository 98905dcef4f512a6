import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  get,
  useFieldArray,
  useFormContext,
  type FieldArrayPath,
  type FieldArray,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { Button } from '../button';
import styles from './form-list.module.css';

type Focus = { index: number; target: 'field' | 'item' | 'up' | 'down' } | { target: 'add' };

interface FormListProps<T extends FieldValues, N extends FieldArrayPath<T>> {
  /** The list's field (`workHistory`): an array of objects in the form's values. */
  name: N;
  legend: string;
  /** What one entry is called, capitalised (`Work entry`): each entry's legend and its buttons' names. */
  itemName: string;
  addLabel: string;
  max: number;
  newItem: () => FieldArray<T, N>;
  /** The entry's first field (`organisation`), focused when an entry is added. */
  firstField: string;
  empty: ReactNode;
  /** The fields of entry `index`, named `${name}.${index}.<key>`. */
  children: (index: number) => ReactNode;
}

/**
 * A list of entries that is one field of a schema form (react-hook-form's field array): add, remove and reorder with
 * buttons that say what they do, and focus that follows the person: into a new entry's first field, to the entry that
 * took a removed one's place (or the Add button when none is left), onto the moved entry's button. Each change is
 * announced. Errors of an entry's fields show on those fields; an error of the whole list shows under it.
 */
export function FormList<T extends FieldValues, N extends FieldArrayPath<T>>(props: FormListProps<T, N>) {
  const { name, legend, itemName, addLabel, max, newItem, firstField, empty, children } = props;
  const { control, setFocus, formState } = useFormContext<T>();
  const { fields, append, remove, move } = useFieldArray<T, N>({ control, name });
  const items = useRef(new Map<string, HTMLFieldSetElement>());
  const addRow = useRef<HTMLDivElement>(null);
  const pending = useRef<Focus | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const lower = itemName.toLowerCase();

  // After the list re-rendered with the change, so the element to focus is in place.
  useLayoutEffect(() => {
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    if (next.target === 'add') return addRow.current?.querySelector('button')?.focus();
    if (next.target === 'field') return setFocus(`${name}.${next.index}.${firstField}` as Path<T>);
    const item = fields[next.index] ? items.current.get(fields[next.index].id) : undefined;
    if (next.target === 'item') return item?.focus();
    // A moved entry's button stays under the pointer's finger; at the end of the list it is disabled, so the other one.
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-move="${next.target}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    (button ?? item)?.focus();
  }, [fields, name, firstField, setFocus]);

  const add = () => {
    pending.current = { index: fields.length, target: 'field' };
    append(newItem(), { shouldFocus: false });
    setAnnouncement(`${itemName} ${fields.length + 1} added.`);
  };
  const removeAt = (index: number) => {
    const left = fields.length - 1;
    pending.current = left === 0 ? { target: 'add' } : { index: Math.min(index, left - 1), target: 'item' };
    remove(index);
    setAnnouncement(`${itemName} ${index + 1} removed.`);
  };
  const moveBy = (index: number, by: -1 | 1) => {
    pending.current = { index: index + by, target: by < 0 ? 'up' : 'down' };
    move(index, index + by);
    setAnnouncement(`${itemName} moved to position ${index + by + 1} of ${fields.length}.`);
  };

  const errors = formState.errors;
  const listError = (get(errors, `${name}.root`) ?? get(errors, name)) as { message?: string } | undefined;
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{legend}</legend>
      {fields.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ol className={styles.items}>
          {fields.map((field, index) => (
            <li key={field.id}>
              <fieldset
                className={styles.item}
                tabIndex={-1}
                ref={(element) => {
                  if (element) items.current.set(field.id, element);
                  else items.current.delete(field.id);
                }}
              >
                <legend className={styles.itemLegend}>
                  {itemName} {index + 1}
                </legend>
                {children(index)}
                <div className={styles.controls}>
                  <Button
                    variant="secondary"
                    size="small"
                    data-move="up"
                    disabled={index === 0}
                    onClick={() => moveBy(index, -1)}
                    aria-label={`Move up ${lower} ${index + 1}`}
                  >
                    Move up
                  </Button>
                  <Button
                    variant="secondary"
                    size="small"
                    data-move="down"
                    disabled={index === fields.length - 1}
                    onClick={() => moveBy(index, 1)}
                    aria-label={`Move down ${lower} ${index + 1}`}
                  >
                    Move down
                  </Button>
                  <Button
                    variant="ghost"
                    size="small"
                    onClick={() => removeAt(index)}
                    aria-label={`Remove ${lower} ${index + 1}`}
                  >
                    Remove
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {listError?.message ? (
        <p className={styles.error} role="alert">
          {listError.message}
        </p>
      ) : null}
      <div ref={addRow}>
        <Button variant="secondary" onClick={add} disabled={fields.length >= max}>
          {addLabel}
        </Button>
        {fields.length >= max ? <span className={styles.empty}> At most {max}.</span> : null}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
