import { TalentAssessmentsScreen } from '@/components/assessments/talent-assessments-screen';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentAssessmentsScreen);
