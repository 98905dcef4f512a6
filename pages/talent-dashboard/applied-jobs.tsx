import { AppliedJobsScreen } from '@/components/applications/applied-jobs-screen';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(AppliedJobsScreen);
