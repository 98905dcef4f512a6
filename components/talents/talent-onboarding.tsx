import dynamic from 'next/dynamic';
import { useTalentProfile } from '@/components/talents/use-talent-profile';
import { useAppSelector } from '@/store/hooks';
import { selectTalent } from '@/store/talents-slice';

// Most talents never see it again: its code (forms, chips, the CV upload) loads only when it is shown.
const OnboardingDialog = dynamic(() => import('./talent-onboarding-dialog').then((m) => m.OnboardingDialog), {
  ssr: false,
});

/** A new talent's first steps; finishing or skipping marks the account as no longer new. */
export function TalentOnboarding() {
  const talent = useAppSelector(selectTalent);
  const query = useTalentProfile(talent?.new ? talent.id : '');
  if (!talent?.new || !query.data) return null;
  return <OnboardingDialog talent={query.data} />;
}
