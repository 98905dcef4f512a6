import Link from 'next/link';
import { PageTitle } from '@/components/ui/page-title';
import { COMPANY_ROUTES, TALENT_ROUTES, type Role } from '@/constants/routes';
import { useAuthLink, useAuthPageRedirect } from '@/components/auth/use-auth-page-redirect';
import styles from './auth-form.module.css';
import { SignInForm } from './sign-in-form';

const COPY: Record<Role, { eyebrow: string; title: string; subtitle: string }> = {
  talent: {
    eyebrow: 'For talents',
    title: 'Welcome back',
    subtitle: 'Sign in to find jobs, take assessments and talk to companies.',
  },
  company: {
    eyebrow: 'For companies',
    title: 'Company sign-in',
    subtitle: 'Sign in to post jobs, review applications and message talents.',
  },
  admin: {
    eyebrow: 'Back office',
    title: 'Administrator sign-in',
    subtitle: 'For the team that runs the marketplace.',
  },
};

function SignInScreen({ role }: { role: Role }) {
  useAuthPageRedirect(role);
  const talentSignUpHref = useAuthLink('talent', TALENT_ROUTES.signUp);
  const copy = COPY[role];
  return (
    <section className={styles.card} aria-labelledby="sign-in-title">
      <PageTitle title={copy.title} />
      <p className={styles.eyebrow}>{copy.eyebrow}</p>
      <h1 id="sign-in-title" className={styles.title}>
        {copy.title}
      </h1>
      <p className={styles.subtitle}>{copy.subtitle}</p>
      <SignInForm role={role} />
      {role !== 'admin' ? (
        <div className={styles.footer}>
          {role === 'talent' ? (
            <>
              <p>
                New here?{' '}
                <Link href={talentSignUpHref} prefetch={false}>
                  Create a talent account
                </Link>
              </p>
              <p>
                Hiring?{' '}
                <Link href={COMPANY_ROUTES.login} prefetch={false}>
                  Sign in as a company
                </Link>
              </p>
            </>
          ) : (
            <>
              <p>
                No account yet?{' '}
                <Link href={COMPANY_ROUTES.signUp} prefetch={false}>
                  Create a company account
                </Link>
              </p>
              <p>
                Looking for work?{' '}
                <Link href={TALENT_ROUTES.login} prefetch={false}>
                  Sign in as a talent
                </Link>
              </p>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}

export const TalentSignInScreen = () => <SignInScreen role="talent" />;
export const CompanySignInScreen = () => <SignInScreen role="company" />;
export const AdminSignInScreen = () => <SignInScreen role="admin" />;
