import { useId } from 'react';
import { PRIORITY_SIGNALS_PER_MONTH, signalsRenewOn } from '@/services/schemas/application-constants';
import styles from './apply-dialog.module.css';
import { usePrioritySignalsLeft } from './use-priority-signals';

/**
 * The apply form's choice to spend one of the month's priority signals: only when applying, never after, so the
 * field says so, and how many are left. Without any left it explains when new ones come instead of a dead checkbox.
 */
export function PrioritySignalField({
  uid,
  checked,
  onChange,
  disabled,
}: {
  uid: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  const hintId = useId();
  const { left, now } = usePrioritySignalsLeft(uid);
  const none = left.data === 0;
  const hint = left.isPending
    ? 'Checking how many priority signals you have left…'
    : left.isError
      ? 'Your priority signals could not be loaded. You can still apply without one.'
      : none
        ? `You have used your ${PRIORITY_SIGNALS_PER_MONTH} priority signals this month. New ones come on ${signalsRenewOn(now)}.`
        : `${left.data} of ${PRIORITY_SIGNALS_PER_MONTH} left this month. The company sees the mark; it cannot be added later.`;
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>Priority</legend>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={checked && !none}
          disabled={disabled || left.isPending || left.isError || none}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hintId}
        />{' '}
        Mark as one of my priority applications
      </label>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </fieldset>
  );
}
