import Link from 'next/link';
import { PageTitle } from '@/components/ui/page-title';
import { COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';
import { useAuthLink, useAuthPageRedirect } from '@/components/auth/use-auth-page-redirect';
import styles from './auth-form.module.css';
import { CompanySignUpForm } from './company-sign-up-form';
import { TalentSignUpForm } from './talent-sign-up-form';

export function TalentSignUpScreen() {
  useAuthPageRedirect('talent');
  const signInHref = useAuthLink('talent', TALENT_ROUTES.login);
  return (
    <section className={styles.card} aria-labelledby="sign-up-title">
      <PageTitle title="Create a talent account" />
      <p className={styles.eyebrow}>For talents</p>
      <h1 id="sign-up-title" className={styles.title}>
        Create your talent account
      </h1>
      <p className={styles.subtitle}>Free for talents. Show your skills, take assessments and apply to jobs.</p>
      <TalentSignUpForm />
      <div className={styles.footer}>
        <p>
          Already have an account?{' '}
          <Link href={signInHref} prefetch={false}>
            Sign in
          </Link>
        </p>
        <p>
          Hiring?{' '}
          <Link href={COMPANY_ROUTES.signUp} prefetch={false}>
            Create a company account
          </Link>
        </p>
      </div>
    </section>
  );
}

export function CompanySignUpScreen() {
  useAuthPageRedirect('company');
  return (
    <section className={styles.card} aria-labelledby="sign-up-title">
      <PageTitle title="Create a company account" />
      <p className={styles.eyebrow}>For companies</p>
      <h1 id="sign-up-title" className={styles.title}>
        Create your company account
      </h1>
      <p className={styles.subtitle}>Post jobs, review applicants and message talents in one place.</p>
      <CompanySignUpForm />
      <div className={styles.footer}>
        <p>
          Already have an account?{' '}
          <Link href={COMPANY_ROUTES.login} prefetch={false}>
            Sign in
          </Link>
        </p>
        <p>
          Looking for work?{' '}
          <Link href={TALENT_ROUTES.signUp} prefetch={false}>
            Create a talent account
          </Link>
        </p>
      </div>
    </section>
  );
}
