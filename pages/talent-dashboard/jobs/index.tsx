import { TalentJobsScreen, TalentJobsTop } from '@/components/jobs/talent-jobs-screen';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentJobsScreen, TalentJobsTop);
