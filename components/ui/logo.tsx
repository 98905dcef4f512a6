import Link from 'next/link';
import styles from './logo.module.css';

export const PRODUCT_NAME = 'TalentBridge';

/**
 * The logo always carries the "beta" badge (SPEC section 1). `compact` drops the name on very narrow screens
 * (the mark and the badge stay) so a top bar keeps room for its actions.
 */
export function Logo({ href = '/', compact = false }: { href?: string; compact?: boolean }) {
  return (
    <Link href={href} className={[styles.logo, compact && styles.compact].filter(Boolean).join(' ')} aria-label={`${PRODUCT_NAME} beta, home`}>
      <span className={styles.mark} aria-hidden="true">
        TB
      </span>
      <span className={styles.name} aria-hidden="true">
        {PRODUCT_NAME}
      </span>
      <span className={styles.badge} aria-hidden="true">
        beta
      </span>
    </Link>
  );
}
