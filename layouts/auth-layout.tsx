import Link from 'next/link';
import type { ReactNode } from 'react';
import { Logo, PRODUCT_NAME } from '@/components/ui/logo';
import styles from './auth-layout.module.css';

/**
 * Sign-in, sign-up, forgot-password and email-action pages: one centred card, nothing to distract. Their links
 * prefetch on hover, not on sight: a public page has 150 KB until the network is idle, with no room for the next
 * page's code.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Logo />
        <Link href="/" prefetch={false} className={styles.homeLink}>
          Back to home
        </Link>
      </header>
      <main id="main-content" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>{PRODUCT_NAME} is in beta: thank you for trying it early.</footer>
    </div>
  );
}
