import { TalentAssessmentScreen } from '@/components/assessments/talent-assessment-screen';
import { ResourcesForSkill } from '@/components/resources/resources-for-skill';
import { talentPage } from '@/layouts/talent-layout';

function TalentAssessment() {
  return <TalentAssessmentScreen LearnMore={ResourcesForSkill} />;
}

export default talentPage(TalentAssessment);
