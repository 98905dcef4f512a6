import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readDraft, removeDraft, writeDraft } from '@/services/account/device-drafts';

const SAVE_AFTER_MS = 400;

export interface FormDraft {
  /** The form was filled from a draft kept on this device. */
  restored: boolean;
  /** Forgets the draft and puts the form back as it started. */
  discard: () => void;
  /** Forgets the draft (after a successful send). */
  clear: () => void;
}

/**
 * Keeps what is typed in `form` on this device under `name` (per account: services/account/device-drafts.ts) and
 * fills the form from it when the screen opens again, after a reload, a crash or a lost connection. `name` null
 * keeps nothing (the form is not ready). The form's starting values are never kept as a draft.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, name: string | null): FormDraft {
  const [restored, setRestored] = useState(() => (name ? readDraft<T>(name) !== null : false));
  const start = useRef<string | null>(null);

  useEffect(() => {
    if (!name) return;
    start.current = JSON.stringify(form.getValues());
    const saved = readDraft<Partial<T>>(name);
    if (saved) form.reset({ ...form.getValues(), ...saved }, { keepDefaultValues: true });
    let timer = 0;
    const subscription = form.watch((values) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (JSON.stringify(values) === start.current) removeDraft(name);
        else writeDraft(name, values);
      }, SAVE_AFTER_MS);
    });
    return () => {
      window.clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, name]);

  const clear = () => {
    if (name) removeDraft(name);
    setRestored(false);
  };
  const discard = () => {
    clear();
    if (start.current) form.reset(JSON.parse(start.current) as T);
  };
  return { restored, discard, clear };
}
