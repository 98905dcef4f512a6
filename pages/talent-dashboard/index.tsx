import { TalentHomeScreen, TalentHomeTop } from '@/components/home/talent-home-screen';
import { JobCard } from '@/components/jobs/job-card';
import { TalentOnboarding } from '@/components/talents/talent-onboarding';
import { talentPage } from '@/layouts/talent-layout';

// The home gathers other rooms' pieces; the page hands them in, so no room imports another's screens.
function TalentHome() {
  return <TalentHomeScreen JobCard={JobCard} onboarding={<TalentOnboarding />} />;
}

export default talentPage(TalentHome, TalentHomeTop);
