import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import styles from './dialog.module.css';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons row; the first focusable element of the dialog receives focus when it opens. */
  actions: ReactNode;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** What Tab can reach inside the dialog, in document order. */
function tabbables(box: HTMLElement): HTMLElement[] {
  return Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !el.closest('[hidden], [inert]') &&
      (el as HTMLInputElement).type !== 'hidden',
  );
}

/**
 * Tab and Shift+Tab cycle within `box`: only the two edges (and focus that escaped) need help, in between the
 * browser's own order applies. With nothing tabbable inside, focus stays on the box.
 */
function keepTabInside(event: KeyboardEvent, box: HTMLElement): void {
  const items = tabbables(box);
  if (items.length === 0) {
    event.preventDefault();
    box.focus();
    return;
  }
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (event.shiftKey && at <= 0) {
    event.preventDefault();
    items[items.length - 1].focus();
  } else if (!event.shiftKey && (at === -1 || at === items.length - 1)) {
    event.preventDefault();
    items[0].focus();
  }
}

/** For any modal (`aria-modal="true"`) surface: keyboard focus cannot leave `box` while it is mounted. */
export function useFocusTrap(box: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && box.current) keepTabInside(event, box.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [box]);
}

/**
 * A modal dialog named by its title. Escape and a click on the backdrop close it. Focus moves into it on open, Tab
 * and Shift+Tab cycle within it while it is open (the page behind is not reachable, as `aria-modal` promises), and
 * focus returns to whatever had it on close, so keyboard users keep their place.
 */
export function Dialog({ title, onClose, children, actions }: DialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useFocusTrap(box);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = box.current;
    const first = dialog?.querySelector<HTMLElement>('textarea, input, select, button:not(:disabled)');
    (first ?? dialog)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);

  return (
    <div className={styles.overlay} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog} tabIndex={-1}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>
  );
}
