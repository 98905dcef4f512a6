import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { ADMIN_ROUTES, COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';
import styles from './not-found.module.css';

/** A helpful 404: what happened, and the likely places the visitor meant to go. */
export function NotFoundScreen() {
  return (
    <div className={styles.wrapper}>
      <PageTitle title="Page not found" />
      <p className={styles.code}>404</p>
      <h1>We could not find that page</h1>
      <p className={styles.lead}>
        The link may be old or mistyped, or the page may have moved. Here are the places people usually look for:
      </p>
      <ul className={styles.links}>
        <li>
          <Link href={TALENT_ROUTES.home}>Talent dashboard</Link>
        </li>
        <li>
          <Link href={COMPANY_ROUTES.home}>Company dashboard</Link>
        </li>
        <li>
          <Link href={ADMIN_ROUTES.home}>Back-office dashboard</Link>
        </li>
        <li>
          <Link href={TALENT_ROUTES.signUp}>Create a talent account</Link>
        </li>
        <li>
          <Link href={COMPANY_ROUTES.signUp}>Create a company account</Link>
        </li>
      </ul>
      <ButtonLink href="/">Go to the home page</ButtonLink>
    </div>
  );
}
