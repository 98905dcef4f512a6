import { TalentJobScreen } from '@/components/jobs/talent-job-screen';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentJobScreen);
