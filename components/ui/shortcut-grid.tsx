import Link from 'next/link';
import { Icon, type IconName } from '@/components/ui/icon';
import styles from './shortcut-grid.module.css';

export interface Shortcut {
  href: string;
  icon: IconName;
  title: string;
  text: string;
}

/** The next steps on an area's home page, as a grid of link cards. */
export function ShortcutGrid({ shortcuts, label }: { shortcuts: readonly Shortcut[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {shortcuts.map((shortcut) => (
        <li key={shortcut.href}>
          {/* Fetched on hover or touch: a home would otherwise download the code of every screen it points to. */}
          <Link href={shortcut.href} prefetch={false} className={styles.card}>
            <span className={styles.cardIcon}>
              <Icon name={shortcut.icon} />
            </span>
            <h2 className={styles.cardTitle}>{shortcut.title}</h2>
            <p className={styles.cardText}>{shortcut.text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
