import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import styles from './mobile-drawer.module.css';

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  header: ReactNode;
  children: ReactNode;
}

/**
 * The mobile menu as a modal <dialog>: the browser traps focus inside, makes the page behind inert and closes it
 * on Escape; a tap on the backdrop (the dialog element itself, outside the panel) closes it too.
 *
 * Its content is built the first time it opens, then kept: the server page and the first render would otherwise
 * carry a second, hidden copy of the menu the sidebar already holds, which every signed-in screen paid for in HTML
 * and hydration before it could show anything.
 */
export function MobileDrawer({ id, open, onClose, header, children }: MobileDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [built, setBuilt] = useState(open);
  if (open && !built) setBuilt(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      className={styles.drawer}
      aria-label="Menu"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {built ? (
        <div className={styles.panel}>
          <div className={styles.header}>
            {header}
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
              <Icon name="close" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
