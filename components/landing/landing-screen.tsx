import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PRODUCT_NAME } from '@/components/ui/logo';
import { PageTitle } from '@/components/ui/page-title';
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';
import { ProfileMock } from './profile-mock';
import styles from './landing.module.css';

const FOR_TALENTS = [
  'A profile that puts your skills first, not just your CV',
  'Assessments that turn a skill into a verified badge',
  'Jobs matched to your category, and every application in one list',
  'Messages with companies, and a community to learn with',
];

const FOR_COMPANIES = [
  'Post a job in minutes: internships, entry-level and contract roles',
  'Meet talents whose skills are verified by assessments',
  'Review applicants and their results in one place',
  'Message candidates directly, without email back-and-forth',
];

function Benefits({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.benefits}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function LandingScreen() {
  return (
    <>
      <PageTitle title="Get hired for the skills you can prove" />
      <section className={styles.hero} aria-labelledby="landing-title">
        <div className={styles.heroInner}>
          <div>
            <span className={styles.eyebrow}>Beta · free for talents</span>
            <h1 id="landing-title" className={styles.title}>
              Get hired for the skills you can prove
            </h1>
            <p className={styles.lead}>
              {PRODUCT_NAME} is a marketplace where students and early-career talents show verified skills, and
              companies hire them for internships, entry-level and contract roles.
            </p>
            <div className={styles.ctas}>
              <ButtonLink href={TALENT_ROUTES.signUp} size="large">
                Join as a talent
              </ButtonLink>
              <ButtonLink href={COMPANY_ROUTES.signUp} size="large" variant="secondary">
                Hire as a company
              </ButtonLink>
            </div>
            <p className={styles.small}>
              Already have an account?{' '}
              <Link href={TALENT_ROUTES.login} prefetch={false}>
                Talent sign-in
              </Link>{' '}
              ·{' '}
              <Link href={COMPANY_ROUTES.login} prefetch={false}>
                Company sign-in
              </Link>
            </p>
          </div>
          <ProfileMock />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="audiences-title">
        <div className={styles.sectionInner}>
          <h2 id="audiences-title" className={styles.sectionTitle}>
            One marketplace, two sides
          </h2>
          <div className={styles.audiences}>
            <article id="talents" className={styles.audience} aria-labelledby="for-talents">
              <h3 id="for-talents">For talents</h3>
              <Benefits items={FOR_TALENTS} />
              <ButtonLink href={TALENT_ROUTES.signUp} className={styles.audienceCta}>
                Create a talent account
              </ButtonLink>
            </article>
            <article id="companies" className={styles.audience} aria-labelledby="for-companies">
              <h3 id="for-companies">For companies</h3>
              <Benefits items={FOR_COMPANIES} />
              <ButtonLink href={COMPANY_ROUTES.signUp} variant="secondary" className={styles.audienceCta}>
                Create a company account
              </ButtonLink>
            </article>
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="how-title">
        <div className={styles.sectionInner}>
          <h2 id="how-title" className={styles.sectionTitle}>
            How it works
          </h2>
          <ol className={styles.steps}>
            <li className={styles.step}>
              <h3>Sign up</h3>
              <p>Talents pick the kind of work they want; companies add who they are. It takes a minute.</p>
            </li>
            <li className={styles.step}>
              <h3>Show what you can do</h3>
              <p>Talents take short assessments; companies post the roles they need filled.</p>
            </li>
            <li className={styles.step}>
              <h3>Connect</h3>
              <p>Apply, review, message and hire, all in the same place.</p>
            </li>
          </ol>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="categories-title">
        <div className={styles.sectionInner}>
          <h2 id="categories-title" className={styles.sectionTitle}>
            Talents in {JOB_SEEKER_CATEGORIES.length} categories
          </h2>
          <ul className={styles.categories}>
            {JOB_SEEKER_CATEGORIES.map((category) => (
              <li key={category} className={styles.category}>
                {category}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
