import { Button } from '@/components/ui/button';
import styles from './pipeline.module.css';

/** "3 selected: Move to…, Reject, Clear" above the board while applicants are selected. */
export function SelectionBar({
  count,
  max,
  onMove,
  onReject,
  onClear,
}: {
  count: number;
  max: number;
  onMove: () => void;
  onReject: () => void;
  onClear: () => void;
}) {
  const tooMany = count > max;
  return (
    <div className={styles.selectionBar} role="region" aria-label="Selected applicants">
      <p className={styles.selectionCount} aria-live="polite">
        {count} selected{tooMany ? ` (move at most ${max} at once)` : ''}:
      </p>
      <Button size="small" onClick={onMove} disabled={tooMany}>
        Move to…
      </Button>
      <Button size="small" variant="danger" onClick={onReject} disabled={tooMany}>
        Reject
      </Button>
      <Button size="small" variant="ghost" onClick={onClear}>
        Clear
      </Button>
    </div>
  );
}
