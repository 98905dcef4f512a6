import Link from 'next/link';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Logo, PRODUCT_NAME } from '@/components/ui/logo';
import { ADMIN_ROUTES, COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';
import styles from './default-layout.module.css';

/** Public pages (landing, 404): a light header with the ways in, and a footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Logo compact />
          {/* Links here prefetch on hover, not when shown: a public page would otherwise download the sign-in
              pages' code while it is still loading its own. */}
          <nav className={styles.nav} aria-label="Main">
            <Link href={COMPANY_ROUTES.login} prefetch={false} className={styles.navLink}>
              For companies
            </Link>
            <ButtonLink href={TALENT_ROUTES.login} variant="ghost" size="small">
              Sign in
            </ButtonLink>
            <ButtonLink href={TALENT_ROUTES.signUp} size="small">
              Get started
            </ButtonLink>
          </nav>
        </div>
      </header>
      <main id="main-content" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <span>{PRODUCT_NAME} · beta</span>
          <nav className={styles.footerLinks} aria-label="Sign in">
            <Link href={TALENT_ROUTES.login} prefetch={false}>
              Talent sign-in
            </Link>
            <Link href={COMPANY_ROUTES.login} prefetch={false}>
              Company sign-in
            </Link>
            <Link href={ADMIN_ROUTES.login} prefetch={false}>
              Back office
            </Link>
          </nav>
          <Link href="/privacy" prefetch={false}>
            Privacy and data retention
          </Link>
        </div>
      </footer>
    </div>
  );
}
