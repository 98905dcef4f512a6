import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { TALENT_ROUTES } from '@/constants/routes';
import welcome from '@/components/ui/welcome.module.css';
import { ShortcutGrid, type Shortcut } from '@/components/ui/shortcut-grid';
import { ApplicationSummary, RecommendedJobs, type JobCardSlot } from './talent-home';
import { UpcomingEvents } from './upcoming-events';
import { useSignedInProfile } from '@/hooks/use-signed-in-profile';

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
  const talent = useSignedInProfile('talent');
  return (
    <>
      <PageTitle title="Home" />
      <header className={welcome.header}>
        <p className={welcome.eyebrow}>Talent dashboard</p>
        <h1 className={welcome.title}>Welcome, {firstName(talent?.name)}!</h1>
        <p className={welcome.lead}>
          {talent?.role ? `${talent.role}. ` : ''}Here is how to get noticed by companies on the marketplace.
        </p>
      </header>
    </>
  );
}

/**
 * The page hands in what other rooms draw: `JobCard` (the jobs room's card) for the recommended jobs, and `onboarding`
 * (the talents room's first steps for a new talent).
 */
export function TalentHomeScreen({ JobCard, onboarding }: { JobCard: JobCardSlot; onboarding: ReactNode }) {
  const talent = useSignedInProfile('talent');
  return (
    <>
      {talent ? (
        <>
          <ApplicationSummary talentId={talent.id} />
          <RecommendedJobs talent={talent} JobCard={JobCard} />
          <UpcomingEvents />
        </>
      ) : null}
      <ShortcutGrid shortcuts={TALENT_SHORTCUTS} label="Next steps" />
      {onboarding}
    </>
  );
}
