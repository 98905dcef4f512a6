import Link from 'next/link';
import styles from './logo.module.css';

export const PRODUCT_NAME = 'TalentBridge';

/**
 * The logo always carries the "beta" badge (SPEC section 1). `compact` drops the name on very narrow screens
 * (the mark and the badge stay) so a top bar keeps room for its actions.
 */
export function Logo({ href = '/', compact = false }: { href?: string; compact?: boolean }) {
  // The name comes from the visible words, so it contains what sighted speech users read (WCAG 2.5.3).
  return (
    <Link href={href} prefetch={false} className={styles.logo}>
      <span className={styles.mark} aria-hidden="true">
        TB
      </span>
      {/* Compact: hidden from sight on a phone only, the link's name keeps the product name. */}
      <span className={compact ? `${styles.name} visually-hidden-narrow` : styles.name}>{PRODUCT_NAME}</span>{' '}
      <span className={styles.badge}>beta</span> <span className="visually-hidden">home</span>
    </Link>
  );
}
