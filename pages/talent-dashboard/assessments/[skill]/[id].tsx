import { TalentAssessmentScreen } from '@/components/assessments/assessment-screens';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentAssessmentScreen);
