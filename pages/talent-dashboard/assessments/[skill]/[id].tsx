import { TalentAssessmentScreen } from '@/components/assessments/talent-assessment-screen';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentAssessmentScreen);
