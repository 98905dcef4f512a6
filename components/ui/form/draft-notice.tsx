import type { FormDraft } from './use-form-draft';
import styles from './form-list.module.css';

/** "Draft restored", with a way to discard it; nothing when the form did not start from a draft. */
export function DraftNotice({ draft }: { draft: FormDraft }) {
  if (!draft.restored) return null;
  return (
    <p className={styles.draft} role="status">
      Draft restored.{' '}
      <button type="button" className={styles.draftDiscard} onClick={draft.discard}>
        Discard draft
      </button>
    </p>
  );
}
