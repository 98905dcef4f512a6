import dynamic from 'next/dynamic';
import { useTalentProfile } from '@/components/talents/use-talent-profile';
import { useSignedInProfile } from '@/hooks/use-signed-in-profile';

// Most talents never see it again: its code (forms, chips, the CV upload) loads only when it is shown.
const OnboardingDialog = dynamic(() => import('./talent-onboarding-dialog').then((m) => m.OnboardingDialog), {
  ssr: false,
});

/** A new talent's first steps; finishing or skipping marks the account as no longer new. */
export function TalentOnboarding() {
  const talent = useSignedInProfile('talent');
  const query = useTalentProfile(talent?.new ? talent.id : '');
  if (!talent?.new || !query.data) return null;
  return <OnboardingDialog talent={query.data} />;
}
