import { TalentOnboarding } from '@/components/talents/talent-onboarding';
import { PageTitle } from '@/components/ui/page-title';
import { TALENT_ROUTES } from '@/constants/routes';
import { useAppSelector } from '@/store/hooks';
import { selectTalent } from '@/store/talents-slice';
import styles from './home.module.css';
import { ShortcutGrid, type Shortcut } from '@/components/ui/shortcut-grid';
import { ApplicationSummary, RecommendedJobs } from './talent-home';
import { UpcomingEvents } from './upcoming-events';

const firstName = (name: string | undefined) => name?.trim().split(/\s+/)[0] || 'there';

const TALENT_SHORTCUTS: readonly Shortcut[] = [
  {
    href: TALENT_ROUTES.profile,
    icon: 'user',
    title: 'Complete your profile',
    text: 'Add your skills, experience and links so companies find you.',
  },
  {
    href: TALENT_ROUTES.assessments,
    icon: 'clipboard',
    title: 'Take an assessment',
    text: 'Prove a skill once and show a verified badge everywhere.',
  },
  {
    href: TALENT_ROUTES.jobs,
    icon: 'briefcase',
    title: 'Browse jobs',
    text: 'Find openings that match your category and skills.',
  },
  {
    href: TALENT_ROUTES.messages,
    icon: 'message',
    title: 'Messages',
    text: 'Talk with the companies interested in you.',
  },
];

/** Drawn by the layout from the first paint; the name and role fill in once the profile has loaded. */
export function TalentHomeTop() {
  const talent = useAppSelector(selectTalent);
  return (
    <>
      <PageTitle title="Home" />
      <header className={styles.header}>
        <p className={styles.eyebrow}>Talent dashboard</p>
        <h1 className={styles.title}>Welcome, {firstName(talent?.name)}!</h1>
        <p className={styles.lead}>
          {talent?.role ? `${talent.role}. ` : ''}Here is how to get noticed by companies on the marketplace.
        </p>
      </header>
    </>
  );
}

export function TalentHomeScreen() {
  const talent = useAppSelector(selectTalent);
  return (
    <>
      {talent ? (
        <>
          <ApplicationSummary talentId={talent.id} />
          <RecommendedJobs talent={talent} />
          <UpcomingEvents />
        </>
      ) : null}
      <ShortcutGrid shortcuts={TALENT_SHORTCUTS} label="Next steps" />
      <TalentOnboarding />
    </>
  );
}
