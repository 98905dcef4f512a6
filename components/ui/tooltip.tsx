import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { TOOLTIP_DELAY_MS } from '@/constants/settings';
import styles from './tooltip.module.css';

/**
 * A text tooltip on one focusable trigger; it opens after TOOLTIP_DELAY_MS (SPEC: none). It shows on hover and on keyboard
 * focus, Escape hides it, and the trigger is described by it (`aria-describedby`) even while it is hidden.
 * Placed under the trigger, aligned to its right edge (the top bar's avatar is its only user).
 */
export function Tooltip({ content, children }: { content: string; children: ReactElement<{ 'aria-describedby'?: string }> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = () => {
    clearTimeout(timer.current);
    if (TOOLTIP_DELAY_MS > 0) timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
    else setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <span
      className={styles.anchor}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span role="tooltip" id={id} className={styles.content} hidden={!open}>
        {content}
      </span>
    </span>
  );
}
